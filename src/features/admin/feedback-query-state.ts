import { useState } from 'react';
import { useSearch } from 'wouter';
import { feedbackQuery, readFeedbackQuery, type FeedbackQuery } from '../../shared/admin-feedback.ts';
import { useRouter } from '../../runtime/router/router-context.ts';

export interface FeedbackQueryState extends FeedbackQuery {
  readonly change: (change: Partial<FeedbackQuery>) => void;
}

/**
 * The feedback screen's sort and filters: component state, seeded from the URL query
 * (`?sort=average&day=<date>&track=<slug>`, read the same on the server render) and written back
 * with `replaceSearch` on every choice — a navigation would reload the route and pull focus out of
 * the select (§4.8). A reload or a shared link opens the same view.
 */
export function useFeedbackQueryState(): FeedbackQueryState {
  const search = useSearch();
  const { replaceSearch } = useRouter();
  const [query, setQuery] = useState<FeedbackQuery>(() => readFeedbackQuery(search));
  return {
    ...query,
    change: (change) => {
      const next = { ...query, ...change };
      setQuery(next);
      replaceSearch(feedbackQuery(next));
    },
  };
}

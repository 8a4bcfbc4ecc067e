import { starStore } from '../features/agenda/use-stars.ts';
import { eventPageData } from '../shared/warm-up-order.ts';

/**
 * The page data of the events the user starred — their agenda — for the offline warm-up to take
 * right after the day under way (§6, §14). main.tsx loads this module only when the warm-up
 * starts, after the first screen.
 */
export async function starredEventPages(): Promise<readonly string[]> {
  const stars = await starStore().all();
  return Object.entries(stars)
    .filter(([, star]) => star.starred)
    .map(([id]) => eventPageData(id));
}

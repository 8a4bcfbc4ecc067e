import type { RatingDistribution } from '../../shared/admin-feedback.ts';
import { formatCount } from '../../shared/i18n/format-count.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface FeedbackDistributionProps {
  readonly distribution: RatingDistribution;
  readonly count: number;
}

/** Most stars first, as a rating scale reads. */
const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Five labelled rows, `5 stars … 12`: the count is text, so it is read and copied as it is; the
 * bar beside it only repeats it for the eye. The bar is a `<progress>`, not a width set inline,
 * because the Content-Security-Policy allows no inline style in a server-rendered page.
 */
export function FeedbackDistribution({ distribution, count }: FeedbackDistributionProps) {
  const { adminFeedback: text } = useScreenMessages();
  const locale = useLocale();
  return (
    <>
      <h3 className="visually-hidden">{text.distribution}</h3>
      <dl className="feedback-distribution">
        {STARS.map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          return (
            <div key={stars}>
              <dt>{text.stars(stars)}</dt>
              <dd>
                <progress className="feedback-bar" max={Math.max(count, 1)} value={n} aria-hidden="true" />
                <span className="count">{formatCount(n, locale)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

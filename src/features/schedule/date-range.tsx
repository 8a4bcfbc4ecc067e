import { useLocale } from '../../runtime/router/use-messages.ts';
import { formatDateRangeToParts } from '../../components/format-time.ts';

export interface DateRangeProps {
  /** ISO dates (`2026-02-01`). */
  readonly start: string;
  readonly end: string;
}

/**
 * `February 1 – 2, 2026`, the locale's own way of writing a range, with the start's and the
 * end's parts each in a `<time>` that carries the full date.
 */
export function DateRange({ start, end }: DateRangeProps) {
  const locale = useLocale();
  const parts = formatDateRangeToParts(start, end, locale);
  if (!parts.some((part) => part.source === 'startRange')) {
    return <time dateTime={start}>{parts.map((part) => part.value).join('')}</time>;
  }
  // Runs of parts from the same source: shared text stays plain, each end is one <time>.
  const runs: { source: string; text: string }[] = [];
  for (const part of parts) {
    const last = runs.at(-1);
    if (last && last.source === part.source) last.text += part.value;
    else runs.push({ source: part.source, text: part.value });
  }
  return (
    <>
      {runs.map((run, i) =>
        run.source === 'shared' ? (
          run.text
        ) : (
          <time key={i} dateTime={run.source === 'startRange' ? start : end}>
            {run.text}
          </time>
        ),
      )}
    </>
  );
}

import type { AdminFeedbackData, FeedbackQuery } from '../../shared/admin-feedback.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { formatDay } from '../../components/format-time.ts';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface FeedbackControlsProps {
  /** The applied query: a day and track among the choices, or `''`. */
  readonly query: FeedbackQuery;
  readonly days: AdminFeedbackData['days'];
  readonly tracks: AdminFeedbackData['tracks'];
  readonly onChange: (change: Partial<FeedbackQuery>) => void;
}

/** Sort, and filters by day and track (a filter with one choice or none is left out). */
export function FeedbackControls({ query, days, tracks, onChange }: FeedbackControlsProps) {
  const { adminFeedback: text, common } = useScreenMessages();
  const locale = useLocale();
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">{text.controls}</legend>
      <LabelledSelect
        label={text.sort}
        value={query.sort}
        options={[
          { value: 'count', name: text.byCount },
          { value: 'average', name: text.byAverage },
        ]}
        onChange={(sort) => onChange({ sort: sort === 'average' ? 'average' : 'count' })}
      />
      {days.length > 1 && (
        <LabelledSelect
          label={text.dayFilter}
          value={query.day}
          options={[{ value: '', name: text.allDays }, ...days.map((day) => ({ value: day.date, name: common.dayLabel(day.index, formatDay(day.date, locale, 'short')) }))]}
          onChange={(day) => onChange({ day })}
        />
      )}
      {tracks.length > 0 && (
        <LabelledSelect
          label={text.trackFilter}
          value={query.track}
          options={[{ value: '', name: text.allTracks }, ...tracks.map((track) => ({ value: track.slug, name: track.name }))]}
          onChange={(track) => onChange({ track })}
        />
      )}
    </fieldset>
  );
}

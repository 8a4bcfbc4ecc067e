import { useId } from 'react';
import type { AdminFeedbackData, FeedbackQuery } from '../../shared/admin-feedback.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { formatDay } from '../../components/format-time.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface FeedbackControlsProps {
  /** The applied query: a day and track among the choices, or `''`. */
  readonly query: FeedbackQuery;
  readonly days: AdminFeedbackData['days'];
  readonly tracks: AdminFeedbackData['tracks'];
  readonly onChange: (change: Partial<FeedbackQuery>) => void;
}

interface ChoiceProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly name: string }[];
  readonly onChange: (value: string) => void;
}

function Choice({ label, value, options, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <div className="feedback-control">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sort, and filters by day and track (a filter with one choice or none is left out). */
export function FeedbackControls({ query, days, tracks, onChange }: FeedbackControlsProps) {
  const { adminFeedback: text, common } = useScreenMessages();
  const locale = useLocale();
  return (
    <fieldset className="feedback-controls">
      <legend className="visually-hidden">{text.controls}</legend>
      <Choice
        label={text.sort}
        value={query.sort}
        options={[
          { value: 'count', name: text.byCount },
          { value: 'average', name: text.byAverage },
        ]}
        onChange={(sort) => onChange({ sort: sort === 'average' ? 'average' : 'count' })}
      />
      {days.length > 1 && (
        <Choice
          label={text.dayFilter}
          value={query.day}
          options={[{ value: '', name: text.allDays }, ...days.map((day) => ({ value: day.date, name: common.dayLabel(day.index, formatDay(day.date, locale, 'short')) }))]}
          onChange={(day) => onChange({ day })}
        />
      )}
      {tracks.length > 0 && (
        <Choice
          label={text.trackFilter}
          value={query.track}
          options={[{ value: '', name: text.allTracks }, ...tracks.map((track) => ({ value: track.slug, name: track.name }))]}
          onChange={(track) => onChange({ track })}
        />
      )}
    </fieldset>
  );
}

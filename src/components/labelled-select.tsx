import { useId } from 'react';
import { useAsRendered } from '../runtime/render/as-rendered.tsx';
import './forms.css';

export interface LabelledSelectProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly name: string }[];
  readonly onChange: (value: string) => void;
}

/** One labelled choice of a filter bar (`.filter-bar`): a day's filters, the feedback's sort and filters. */
export function LabelledSelect({ label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  // A choice applies through the app: none before it runs.
  const asRendered = useAsRendered();
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={asRendered} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useAsRendered } from '../../runtime/render/as-rendered.tsx';

export interface ChoiceGroupProps<T extends string> {
  readonly legend: string;
  /** The radios' name, one per group on a page. */
  readonly name: string;
  readonly choices: readonly { readonly value: T; readonly label: string }[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A setting as a radio group: each choice applies at once. */
export function ChoiceGroup<T extends string>({ legend, name, choices, value, onChange }: ChoiceGroupProps<T>) {
  // Each choice applies through the app: none before it runs.
  const asRendered = useAsRendered();
  return (
    <fieldset className="choice-group" disabled={asRendered}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

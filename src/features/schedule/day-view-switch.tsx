import { useScreenMessages } from '../../components/use-screen-messages.ts';
import type { DayView } from './day-view-query.ts';
import { useAsRendered } from '../../runtime/render/as-rendered.tsx';

export interface DayViewSwitchProps {
  readonly view: DayView;
  readonly onChange: (view: DayView) => void;
}

/** List or Grid: two toggle buttons in a named group, the one on display pressed. */
export function DayViewSwitch({ view, onChange }: DayViewSwitchProps) {
  const { day: text } = useScreenMessages();
  const asRendered = useAsRendered();
  const options: readonly [DayView, string][] = [
    ['list', text.listView],
    ['grid', text.gridView],
  ];
  return (
    <div role="group" aria-label={text.view} className="day-view-switch">
      {options.map(([value, label]) => (
        <button key={value} type="button" disabled={asRendered} aria-pressed={view === value} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** What the day screen asks of the view on display (list or grid) for "Jump to now". */
export interface DayViewHandle {
  /** Scrolls what runs at `minute` (ms) into view and moves focus to its time. */
  readonly jumpTo: (minute: number) => void;
}

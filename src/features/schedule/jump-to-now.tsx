import type { DayRef } from '../../shared/page-data.ts';
import { contains } from '../../shared/event-timing.ts';
import { useMinute } from '../../runtime/clock/use-clock.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface JumpToNowProps {
  readonly day: Pick<DayRef, 'start' | 'end'>;
  /** Brings what runs at `minute` (ms) into view and moves focus there. */
  readonly onJump: (minute: number) => void;
}

/** The "Jump to now" button: only while the day is under way, and not before the time is known (a server render). */
export function JumpToNow({ day, onJump }: JumpToNowProps) {
  const minute = useMinute();
  const { day: text } = useScreenMessages();
  if (minute === null || !contains(day, minute)) return null;
  return (
    <button type="button" className="jump-to-now" onClick={() => onJump(minute)}>
      {text.jumpToNow}
    </button>
  );
}

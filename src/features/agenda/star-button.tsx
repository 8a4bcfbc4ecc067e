import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useAsRendered } from '../../runtime/render/as-rendered.tsx';
import { toggleStar, useStarred } from './use-stars.ts';
import './star-button.css';

export interface StarButtonProps {
  readonly eventId: string;
  /** The id of the element naming the event, read after the button's name ("Star"). */
  readonly describedBy?: string;
  readonly compact?: boolean;
}

/**
 * A toggle named "Star" (`aria-pressed`), for one event; works offline (§7). `compact` (in lists):
 * the icon alone in a 44 px square, the name for screen readers only.
 */
export function StarButton({ eventId, describedBy, compact = false }: StarButtonProps) {
  const starred = useStarred(eventId);
  const { star } = useScreenMessages();
  // Pressable once the app runs: in a server render (and while the browser takes it over) it is
  // disabled; without JavaScript the screen says why (src/app/with-star.tsx).
  const asRendered = useAsRendered();
  return (
    <button
      type="button"
      disabled={asRendered}
      className={compact ? 'star-button is-compact' : 'star-button'}
      aria-pressed={starred}
      aria-describedby={describedBy}
      // Before the stars are read, a press waits for them and then turns the kept state over.
      onClick={() => void toggleStar(eventId)}
    >
      <span className="star-icon" aria-hidden="true">
        {starred ? '★' : '☆'}
      </span>
      {compact ? <span className="visually-hidden">{star.star}</span> : star.star}
    </button>
  );
}

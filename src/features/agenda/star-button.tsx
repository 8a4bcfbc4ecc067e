import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { setStarred, useStars } from './use-stars.ts';
import './star-button.css';

export interface StarButtonProps {
  readonly eventId: string;
  /** The id of the element naming the event, read after the button's name ("Star"). */
  readonly describedBy?: string;
}

/** A toggle named "Star" (`aria-pressed`), for one event; works offline (§7). */
export function StarButton({ eventId, describedBy }: StarButtonProps) {
  const stars = useStars();
  const { star } = useScreenMessages();
  const starred = stars?.[eventId]?.starred === true;
  return (
    <button
      type="button"
      className="star-button"
      aria-pressed={starred}
      aria-describedby={describedBy}
      // Until the stars are read the state is unknown: a click then would undo a star.
      onClick={() => stars && void setStarred(eventId, !starred)}
    >
      <span className="star-icon" aria-hidden="true">
        {starred ? '★' : '☆'}
      </span>
      {star.star}
    </button>
  );
}

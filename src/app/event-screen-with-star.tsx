import { EventActionContext } from '../components/event-action.tsx';
import { StarButton } from '../features/agenda/star-button.tsx';
import EventScreen from '../features/event/event-screen.tsx';

/** The event screen with the agenda's star: loaded as one screen, so the star is there at first paint. */
export default function EventScreenWithStar() {
  return (
    <EventActionContext.Provider value={StarButton}>
      <EventScreen />
    </EventActionContext.Provider>
  );
}

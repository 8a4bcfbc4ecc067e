import { useMemo, type ComponentType } from 'react';
import { EventActionContext } from '../components/event-action.tsx';
import { StarredIdsContext, type StarredIdsProps } from '../components/changed-starred-ids.tsx';
import { StarButton } from '../features/agenda/star-button.tsx';
import { useStars } from '../features/agenda/use-stars.ts';
import { NeedsJavaScript } from '../components/needs-javascript.tsx';
import { useScreenMessages } from '../components/use-screen-messages.ts';

const wrapped = new WeakMap<ComponentType, ComponentType>();

/** The agenda's starred ids, for the screens that order by them (What changed: starred first). */
function AgendaStarredIds({ children }: StarredIdsProps) {
  const stars = useStars();
  const starred = useMemo(() => (stars ? new Set(Object.keys(stars).filter((id) => stars[id]?.starred === true)) : null), [stars]);
  return <>{children(starred)}</>;
}

/** Once per screen with stars, where JavaScript is off: why they cannot be pressed. */
function StarsNeedJavaScript() {
  return <NeedsJavaScript text={useScreenMessages().star.needsJavaScript} />;
}

/**
 * The screen with the agenda's star beside every event it shows (the event itself and each list
 * item), through the event-action slot, and the starred ids for screens that ask (StarredIds):
 * capabilities never import each other. One wrapper per screen, so moving between two pages of
 * one screen keeps its state.
 */
export function withStar(Screen: ComponentType): ComponentType {
  let withIt = wrapped.get(Screen);
  if (!withIt) {
    withIt = function ScreenWithStar() {
      return (
        <EventActionContext.Provider value={StarButton}>
          <StarredIdsContext.Provider value={AgendaStarredIds}>
            <StarsNeedJavaScript />
            <Screen />
          </StarredIdsContext.Provider>
        </EventActionContext.Provider>
      );
    };
    wrapped.set(Screen, withIt);
  }
  return withIt;
}

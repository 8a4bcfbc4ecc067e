import type { ComponentType } from 'react';
import { EventActionContext } from '../components/event-action.tsx';
import { StarButton } from '../features/agenda/star-button.tsx';

const wrapped = new WeakMap<ComponentType, ComponentType>();

/**
 * The screen with the agenda's star beside every event it shows (the event itself and each list
 * item), through the event-action slot: capabilities never import each other. One wrapper per
 * screen, so moving between two pages of one screen keeps its state.
 */
export function withStar(Screen: ComponentType): ComponentType {
  let withIt = wrapped.get(Screen);
  if (!withIt) {
    withIt = function ScreenWithStar() {
      return (
        <EventActionContext.Provider value={StarButton}>
          <Screen />
        </EventActionContext.Provider>
      );
    };
    wrapped.set(Screen, withIt);
  }
  return withIt;
}

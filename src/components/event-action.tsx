import { createContext, useContext, type ComponentType } from 'react';

export interface EventActionProps {
  readonly eventId: string;
  /** The id of the element naming the event. */
  readonly describedBy?: string;
}

/**
 * What another capability shows beside an event on a screen that is not its own (the agenda's
 * star on the event screen): the app provides it, so capabilities never import each other.
 */
export const EventActionContext = createContext<ComponentType<EventActionProps> | null>(null);

/** The provided event action, or nothing where the app provided none. */
export function EventAction(props: EventActionProps) {
  const Action = useContext(EventActionContext);
  return Action ? <Action {...props} /> : null;
}

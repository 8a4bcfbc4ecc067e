import { createContext, useContext, type ComponentType } from 'react';

export interface EventActionProps {
  readonly eventId: string;
  /** The id of the element naming the event. */
  readonly describedBy?: string;
  /** In a list: the action as an icon of touch size, its name for screen readers only. */
  readonly compact?: boolean;
}

/**
 * What another capability shows beside an event on a screen that is not its own (the agenda's
 * star on the event screen and in every list of events): the app provides it, so capabilities never import each other.
 */
export const EventActionContext = createContext<ComponentType<EventActionProps> | null>(null);

/** The provided event action, or nothing where the app provided none. */
export function EventAction(props: EventActionProps) {
  const Action = useContext(EventActionContext);
  return Action ? <Action {...props} /> : null;
}

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface StarredIdsProps {
  /** Given the ids of the events starred on this device; null where no stars are provided, or until they are read. */
  readonly children: (starred: ReadonlySet<string> | null) => ReactNode;
}

/**
 * Which events are starred, for a screen of another capability (What changed puts them first):
 * the app provides it from the agenda, as it provides the star itself (event-action.tsx), so
 * capabilities never import each other. Only what renders inside it re-renders when stars change.
 */
export const StarredIdsContext = createContext<ComponentType<StarredIdsProps> | null>(null);

/** The provided starred ids, or null where the app provided none. */
export function StarredIds({ children }: StarredIdsProps) {
  const Provided = useContext(StarredIdsContext);
  return Provided ? <Provided>{children}</Provided> : <>{children(null)}</>;
}

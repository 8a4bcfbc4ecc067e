import { useCallback, type ComponentType } from 'react';
import { Router as WouterRouter } from 'wouter';
import { useRouter } from './router-context.ts';
import { useRouterState } from './router-state.ts';

const located = new WeakMap<ComponentType, ComponentType>();

/**
 * The screen inside wouter's Router, which answers its `useSearch` (and `useLocation`) with the
 * committed entry of the history: a screen reads the location it was loaded for, not the one the
 * next screen is loading for. It comes with the screens' code, not in the first paint's
 * JavaScript. One wrapper per screen, so moving between two pages of one screen keeps its state.
 */
export function withScreenLocation(Screen: ComponentType): ComponentType {
  let withIt = located.get(Screen);
  if (!withIt) {
    withIt = function LocatedScreen() {
      const { committed } = useRouterState();
      const { navigate } = useRouter();
      const path = committed?.path ?? '/';
      const search = committed?.location.search ?? '';
      const hook = useCallback((): [string, (to: string) => void] => [path, (to) => navigate(to)], [path, navigate]);
      const searchHook = useCallback(() => search, [search]);
      return (
        <WouterRouter hook={hook} searchHook={searchHook}>
          <Screen />
        </WouterRouter>
      );
    };
    located.set(Screen, withIt);
  }
  return withIt;
}

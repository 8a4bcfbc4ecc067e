/**
 * Stands in for wouter's `use-browser-location.js` (vite.config.ts): wouter's index imports it
 * for a Router's default hooks, and the app's Router always has its own, so none of these runs.
 * `useSearch` is wouter's own (its index), read from the app's search hook.
 */
const notUsed = (): never => {
  throw new Error("Hallway's router gives wouter its own location hooks.");
};
export const useLocationProperty = notUsed;
export const useSearch = notUsed;
export const usePathname = notUsed;
export const useHistoryState = notUsed;
export const navigate = notUsed;
export const useBrowserLocation = notUsed;

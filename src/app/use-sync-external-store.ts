// React 19 has useSyncExternalStore built in: wouter's import of the shim for older Reacts resolves
// here (vite.config.ts), so the first paint carries no fallback code.
export { useSyncExternalStore } from 'react';

import { useSyncExternalStore } from 'react';
import { installOffer } from './install-prompt.ts';

/** Whether the browser offers to install the app now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    installOffer.subscribe,
    () => installOffer.get() !== null,
    () => false,
  );
}

/** Shows the browser's install dialog; resolves with whether the user accepted. The offer is used up either way. */
export async function promptInstall(): Promise<boolean> {
  const event = installOffer.get();
  if (!event) return false;
  installOffer.set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Running as the installed app (standalone display), where no install offer makes sense. */
export function isInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

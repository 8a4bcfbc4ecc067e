import { useSyncExternalStore } from 'react';
import { installOffer, VISITS_KEY } from './install-prompt.ts';

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

/** Where the app runs: installed already, iOS Safari (no install prompt: Share → Add to Home Screen), or anywhere else. */
export type InstallSituation = 'installed' | 'ios-safari' | 'other';

export function installSituation(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): InstallSituation {
  if (isInstalled()) return 'installed';
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  // Chrome, Firefox, Edge and others on iOS name themselves; Safari does not.
  return ios && /Safari\//.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(nav.userAgent) ? 'ios-safari' : 'other';
}

/** localStorage: the one-time install suggestion was answered (installed, or Not now). */
const SUGGESTION_DONE_KEY = 'hallway-install-suggested';

/** Whether the one-time suggestion may show: from the second visit, never after it was answered. */
export function maySuggestInstall(): boolean {
  try {
    return (Number(localStorage.getItem(VISITS_KEY)) || 0) >= 2 && localStorage.getItem(SUGGESTION_DONE_KEY) === null;
  } catch {
    return false;
  }
}

/** The suggestion was answered: it never shows again on this device. */
export function endInstallSuggestion(): void {
  try {
    localStorage.setItem(SUGGESTION_DONE_KEY, new Date().toISOString());
  } catch {
    // Without storage it showed only because storage worked a moment ago; nothing more to do.
  }
}

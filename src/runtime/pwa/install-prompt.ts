/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** The browser's install offer kept for an Install button, and who to tell when it changes (install-offer.ts). */
export const installOffer = {
  get: () => offer,
  set(next: BeforeInstallPromptEvent | null): void {
    offer = next;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
};

/** localStorage: how many visits (browsing sessions) this device made; the install suggestion waits for the second. */
export const VISITS_KEY = 'hallway-visits';
/** sessionStorage: this session is counted. */
const VISIT_COUNTED_KEY = 'hallway-visit-counted';

/** Counts this visit once per browsing session (a reload is the same visit). Without storage, nothing is counted. */
function countVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return;
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    localStorage.setItem(VISITS_KEY, String((Number(localStorage.getItem(VISITS_KEY)) || 0) + 1));
  } catch {
    // Storage refused: the suggestion never shows, which is the quiet side to err on.
  }
}

/**
 * Keeps the browser's install offer (`beforeinstallprompt`, fired early on load) for an Install
 * button instead of the browser's own mini-infobar; forgets it once the app is installed.
 * Counts the visit for the install suggestion. Called once at start.
 */
export function keepInstallPrompt(): void {
  countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installOffer.set(null));
}

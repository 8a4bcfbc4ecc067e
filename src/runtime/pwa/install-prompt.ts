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

/**
 * Keeps the browser's install offer (`beforeinstallprompt`, fired early on load) for an Install
 * button instead of the browser's own mini-infobar; forgets it once the app is installed.
 * Called once at start.
 */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installOffer.set(null));
}

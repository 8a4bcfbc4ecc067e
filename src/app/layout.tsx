import type { ReactNode } from 'react';
import { Link } from '../runtime/router/link.tsx';
import { useMessages } from '../runtime/router/use-messages.ts';
import { useRouterState } from '../runtime/router/router-state.ts';
import { RouteProgress } from '../runtime/router/router-outlet.tsx';
import { NetworkIndicator } from '../components/network-indicator.tsx';
import { useAsRendered } from '../runtime/render/as-rendered.tsx';
import { AfterLoadSlot } from './after-load-slot.tsx';
import { DESTINATIONS, destinationOf, sectionTitle } from './destinations.ts';

/** The outbox and its status load this long after `load`, in an idle moment. */
const SYNC_START_DELAY_MS = 1000;
const loadSyncStatus = () => import('../features/agenda/sync-status.tsx');
const loadInstallSuggestion = () => import('../features/preferences/install-suggestion.tsx');

function Icon({ name }: { name: string }) {
  return (
    <svg className="icon" aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/**
 * The frame around every screen, shaped like an app: a top bar (Back where there is history, the
 * section's title), the main area, a compact status strip, and the five destinations — a bottom
 * bar on phones, a side bar on wide screens. Language, theme, storage and install are on /more.
 */
export function Layout({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { chrome } = messages;
  const { committed, loading } = useRouterState();
  const routeName = committed?.view.kind === 'screen' ? committed.view.route.name : null;
  const current = destinationOf(routeName);
  // The history behind this entry is the browser's (a reload keeps it): a server render knows
  // none, so Back shows once the app has taken the screen over.
  const asRendered = useAsRendered();
  const canGoBack = !asRendered && (committed?.location.depth ?? 0) > 0;
  return (
    <>
      <a className="skip-link" href="#main">
        {chrome.skipToContent}
      </a>
      <RouteProgress />
      <header className="app-bar">
        {canGoBack && (
          <button type="button" className="app-bar-back" aria-label={chrome.back} onClick={() => window.history.back()}>
            <Icon name="back" />
          </button>
        )}
        <p className="app-bar-title">{sectionTitle(routeName, chrome)}</p>
      </header>
      <nav className="app-nav" aria-label={chrome.mainNavigation}>
        {DESTINATIONS.map((destination) => (
          <Link key={destination.id} href={destination.href} aria-current={destination === current ? 'page' : undefined}>
            <Icon name={destination.id} />
            <span>
              {chrome[destination.label]}
              {destination.hint && <span className="visually-hidden">{chrome[destination.hint]}</span>}
            </span>
          </Link>
        ))}
      </nav>
      <main id="main" aria-busy={loading}>
        {children}
      </main>
      <div className="status-strip">
        <NetworkIndicator />
        <AfterLoadSlot load={loadSyncStatus} delayMs={SYNC_START_DELAY_MS} />
      </div>
      {routeName === 'home' && <AfterLoadSlot load={loadInstallSuggestion} delayMs={SYNC_START_DELAY_MS} />}
    </>
  );
}

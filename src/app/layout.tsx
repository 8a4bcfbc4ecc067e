import type { ReactNode } from 'react';
import { Link } from '../runtime/router/link.tsx';
import { useMessages } from '../runtime/router/use-messages.ts';
import { useRouterState } from '../runtime/router/router-state.ts';
import { RouteProgress } from '../runtime/router/router-outlet.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { NetworkIndicator } from '../components/network-indicator.tsx';
import { SyncStatus } from '../features/agenda/sync-status.tsx';
import { AccountLink } from '../features/account/account-link.tsx';

/** The frame around every screen: skip link, header with navigation and languages, main. */
export function Layout({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { loading } = useRouterState();
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.chrome.skipToContent}
      </a>
      <RouteProgress />
      <header className="site-header">
        <Link href="/" className="brand">
          {messages.chrome.home}
        </Link>
        <nav aria-label={messages.chrome.mainNavigation}>
          <Link href="/schedule">{messages.chrome.schedule}</Link>
          <Link href="/speakers">{messages.chrome.speakers}</Link>
          <Link href="/tracks">{messages.chrome.tracks}</Link>
          <Link href="/rooms">{messages.chrome.rooms}</Link>
          <Link href="/agenda">{messages.chrome.agenda}</Link>
        </nav>
        <AccountLink />
        <LanguageSwitcher />
        <NetworkIndicator />
        <SyncStatus />
      </header>
      <main id="main" aria-busy={loading}>
        {children}
      </main>
    </>
  );
}

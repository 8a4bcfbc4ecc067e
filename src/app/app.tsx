import { lazy, Suspense } from 'react';
import { Link, Route, Switch } from 'wouter';
import { ROUTES } from '../shared/routes.ts';
import { APP_SHORT_NAME } from '../shared/brand.ts';
import { importWithReload } from '../runtime/pwa/reload-on-chunk-error.ts';
import { useServiceWorkerUpdate } from '../runtime/pwa/use-service-worker-update.ts';
import { UpdatePrompt } from '../components/update-prompt.tsx';

const HomeScreen = lazy(importWithReload(() => import('../features/home/home-screen.tsx')));
const RoutePreviewScreen = lazy(importWithReload(() => import('../features/route-preview/route-preview-screen.tsx')));

function NotFound() {
  return (
    <section>
      <h1 tabIndex={-1}>404</h1>
      <p>This page could not be found.</p>
    </section>
  );
}

export function App() {
  const update = useServiceWorkerUpdate();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link href="/" className="brand">
          {APP_SHORT_NAME}
        </Link>
        <nav aria-label="Main">
          <Link href="/schedule">Schedule</Link>
          <Link href="/speakers">Speakers</Link>
          <Link href="/agenda">Agenda</Link>
        </nav>
      </header>
      <main id="main">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <Switch>
            <Route path="/" component={HomeScreen} />
            {ROUTES.filter((route) => route.name !== 'home').map((route) => (
              <Route key={route.name} path={route.pattern}>
                <RoutePreviewScreen name={route.name} pattern={route.pattern} />
              </Route>
            ))}
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </main>
      <UpdatePrompt update={update} />
    </>
  );
}

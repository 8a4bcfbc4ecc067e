import { PageDataContext } from '../page-data/page-data-context.ts';
import { FallbackBoundary } from './fallback-boundary.tsx';
import { FallbackScreen } from './fallback-screen.tsx';
import { useRouterState } from './router-state.ts';
import { useMessages } from './use-messages.ts';
import { useDocumentTitle } from './use-document-title.ts';

function Unavailable({ reason, retry }: { reason: 'timeout' | 'offline'; retry: () => void }) {
  const messages = useMessages();
  const text = reason === 'offline' ? messages.loading.offlineNotCached : messages.loading.couldNotLoad;
  useDocumentTitle(text);
  return (
    <section className="unavailable" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title" tabIndex={-1}>
        {text}
      </h1>
      <button type="button" onClick={retry}>
        {messages.loading.retry}
      </button>
    </section>
  );
}

function TooManyRedirects() {
  const messages = useMessages();
  useDocumentTitle(messages.loading.tooManyRedirects);
  return (
    <section aria-labelledby="redirects-title">
      <h1 id="redirects-title" tabIndex={-1}>
        {messages.loading.tooManyRedirects}
      </h1>
    </section>
  );
}

/** A thin bar while the next screen loads; the current one stays on display (§4.6). */
export function RouteProgress() {
  const { loading } = useRouterState();
  const messages = useMessages();
  return loading ? <div className="route-progress" role="progressbar" aria-label={messages.loading.inProgress} /> : null;
}

/**
 * Renders what the router committed: the screen with its page data, a fallback, or why there is
 * none. The router paints nothing before its first commit; outside a router this is empty too.
 */
export function RouterOutlet() {
  const { committed, retry } = useRouterState();
  if (!committed) return null;
  const { view, location, path } = committed;
  switch (view.kind) {
    case 'screen': {
      const { Screen } = view;
      return (
        <FallbackBoundary pathname={location.pathname} path={path}>
          <PageDataContext.Provider value={view.pageData}>
            <Screen key={location.key} />
          </PageDataContext.Provider>
        </FallbackBoundary>
      );
    }
    case 'fallback':
      return <FallbackScreen key={location.key} status={view.status} path={path + location.search} />;
    case 'unavailable':
      return <Unavailable key={location.key} reason={view.reason} retry={retry} />;
    case 'too-many-redirects':
      return <TooManyRedirects />;
    case 'error':
      throw view.error;
  }
}

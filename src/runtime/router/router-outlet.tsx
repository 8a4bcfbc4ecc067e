import { PageDataContext } from '../page-data/page-data-context.ts';
import { FallbackBoundary } from './fallback-boundary.tsx';
import { FallbackScreen } from './fallback-screen.tsx';
import { useRouterState } from './router-state.ts';
import { useMessages } from './use-messages.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * Why no screen shows: it could not load (with Retry), it is not available offline yet (with
 * Retry), or the page redirects too many times (nothing to retry).
 */
function Unavailable({ title, id, retry }: { title: string; id: string; retry?: () => void }) {
  const messages = useMessages();
  useDocumentTitle(title);
  return (
    <section className={retry && 'unavailable'} aria-labelledby={id}>
      <h1 id={id} tabIndex={-1}>
        {title}
      </h1>
      {retry && (
        <button type="button" onClick={retry}>
          {messages.loading.retry}
        </button>
      )}
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
  const messages = useMessages();
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
    case 'unavailable': {
      const { loading } = messages;
      const title = view.reason === 'offline' ? loading.offlineNotCached : loading.couldNotLoad;
      return <Unavailable key={location.key} title={title} id="unavailable-title" retry={retry} />;
    }
    case 'too-many-redirects':
      return <Unavailable title={messages.loading.tooManyRedirects} id="redirects-title" />;
    case 'error':
      throw view.error;
  }
}

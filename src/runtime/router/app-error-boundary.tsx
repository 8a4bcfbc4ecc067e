import { Component, type ReactNode } from 'react';
import { PageDataError } from '../page-data/page-data-error.ts';
import { catalogue } from '../../shared/i18n/catalogues.ts';
import { splitLocale } from '../../shared/locales.ts';
import { addBreadcrumb } from '../telemetry/breadcrumbs.ts';

/** An error from the server carries its digest (§5, §9): a 5xx page-data answer or a malformed body. */
function serverDigestOf(error: unknown): { readonly digest: string | null } | null {
  if (error instanceof PageDataError && error.kind === 'server') return { digest: error.digest };
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' ? { digest } : null;
}

interface AppErrorBoundaryProps {
  readonly children: ReactNode;
  /** Reports the error and returns the report id to show, when error reporting is on. */
  readonly report?: (error: unknown) => string | null;
}

interface AppErrorBoundaryState {
  readonly error: { readonly caught: unknown; readonly reportId: string | null } | null;
}

/**
 * The root boundary (§9): a client-side or server-side application-error screen with the
 * digest, the report id and Reload. What the app saved (the outbox, for one) lives in IndexedDB
 * and survives.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(caught: unknown): AppErrorBoundaryState {
    return { error: { caught, reportId: null } };
  }

  override componentDidCatch(caught: unknown): void {
    console.error(caught);
    addBreadcrumb({ category: 'error', message: String((caught as Error)?.message ?? caught), level: 'error' });
    const reportId = this.props.report?.(caught) ?? null;
    if (reportId) this.setState({ error: { caught, reportId } });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const messages = catalogue(splitLocale(window.location.pathname).locale);
    const server = serverDigestOf(this.state.error.caught);
    const hostname = window.location.hostname;
    return (
      <main id="main" className="app-error">
        <h1 tabIndex={-1}>{server ? messages.appError.server(hostname) : messages.appError.client(hostname)}</h1>
        {server?.digest && <p className="digest">{messages.appError.digest(server.digest)}</p>}
        {this.state.error.reportId && <p>{messages.appError.reportId(this.state.error.reportId)}</p>}
        <button type="button" onClick={() => window.location.reload()}>
          {messages.appError.reload}
        </button>
      </main>
    );
  }
}

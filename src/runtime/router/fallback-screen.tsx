import { useEffect } from 'react';
import { useMessages } from './use-messages.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { Link } from './link.tsx';
import type { FallbackStatus } from './fallbacks.ts';

/** Keeps search engines off a fallback page while it is on display (§4.5). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** `404` / `This page could not be found.`, with the document title `404: This page could not be found.` */
export function FallbackScreen({ status, path }: { status: FallbackStatus; path: string }) {
  const messages = useMessages();
  const message = messages.fallback[status];
  useDocumentTitle(`${status}: ${message}`);
  useNoIndex();
  return (
    <section className="fallback" aria-labelledby="fallback-title">
      <h1 id="fallback-title" tabIndex={-1}>
        {status}
      </h1>
      <p>{message}</p>
      {status === 401 ? (
        <p>
          <Link href={`/signin?next=${encodeURIComponent(path)}`}>{messages.fallback.signIn}</Link>
        </p>
      ) : (
        <p>
          <Link href="/">{messages.fallback.home}</Link>
        </p>
      )}
    </section>
  );
}

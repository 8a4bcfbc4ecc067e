import { request } from 'node:http';

/** How the server answers a direct load of one raw path, redirects followed as a browser would. */
export interface DirectLoad {
  /** The final URL's path and query, as a browser shows it (dot segments resolved, `\` read as `/`). */
  readonly path: string;
  readonly status: number;
  /** Whether the final answer is the app shell (HTML with the app's root), not data, a file or a plain error. */
  readonly app: boolean;
  /** `308 /de` for each redirect followed, in order. */
  readonly hops: readonly string[];
  /** Set when the load itself is a failure: a redirect off the origin, a loop, no answer. */
  readonly failure: string | null;
}

export interface DirectLoadOptions {
  readonly port: number;
  /** Redirects followed before the load counts as a loop (§4.4 allows 5). */
  readonly maxHops?: number;
  /** A `Cookie` header, for a signed-in visit; none by default: a signed-out first visit. */
  readonly cookie?: string;
}

const SHELL_MARKER = /<div id="root"/;

/**
 * The request line a browser would send for this path, except the normalisations: the fragment
 * is dropped and bytes outside printable ASCII are percent-encoded as UTF-8 (node:http refuses
 * them raw), but `/./`, `..`, `%2e`, `\` and `//` go out exactly as written.
 */
export function requestLineOf(rawPath: string): string {
  const withoutFragment = rawPath.split('#', 1)[0] ?? '';
  return withoutFragment.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

/**
 * The path and query a browser reads in `origin + path` (the WHATWG URL parser): dot segments
 * resolved, `\` read as `/`, non-ASCII percent-encoded. Appended, not resolved, so `//x` stays a path.
 */
export function browserReadingOf(path: string, origin: string): string {
  const url = new URL(origin + path);
  return url.pathname + url.search;
}

function get(port: number, path: string, cookie: string | undefined): Promise<{ status: number; location: string | null; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: 'localhost',
        port,
        path,
        method: 'GET',
        // A navigation's headers, with the browser context's language.
        headers: {
          Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'Sec-Fetch-Mode': 'navigate',
          'Accept-Language': 'en-US,en;q=0.9',
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            contentType: response.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * A raw HTTP GET of exactly `rawPath` (no client normalises it first), then each redirect's
 * `Location` resolved against the URL it answered and followed, up to `maxHops`. A `Location`
 * that leaves the origin (`//evil.example`, `/\evil.example`) is not followed: it is the failure.
 */
export async function loadDirectly(rawPath: string, { port, maxHops = 6, cookie }: DirectLoadOptions): Promise<DirectLoad> {
  const origin = `http://localhost:${port}`;
  const hops: string[] = [];
  let path = requestLineOf(rawPath);
  for (;;) {
    let answer;
    try {
      answer = await get(port, path, cookie);
    } catch (error) {
      return { path: browserReadingOf(path, origin), status: 0, app: false, hops, failure: `no answer: ${(error as Error).message}` };
    }
    const { status, location, contentType, body } = answer;
    if (status < 300 || status >= 400 || location === null) {
      const app = contentType.startsWith('text/html') && SHELL_MARKER.test(body);
      return { path: browserReadingOf(path, origin), status, app, hops, failure: null };
    }
    const next = new URL(location, new URL(origin + path));
    hops.push(`${status} ${location}`);
    if (next.origin !== origin) {
      return { path: next.href, status, app: false, hops, failure: `the redirect leaves the origin for ${next.href}` };
    }
    if (hops.length > maxHops) {
      return { path: next.pathname + next.search, status, app: false, hops, failure: `more than ${maxHops} redirects` };
    }
    path = next.pathname + next.search;
  }
}

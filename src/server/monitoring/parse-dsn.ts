/** The parts of a Sentry DSN `protocol://publicKey@host/path/projectId` that Hallway uses. */
export interface Dsn {
  readonly protocol: 'http' | 'https';
  readonly publicKey: string;
  /** Host name and, when not the default, port: what an envelope's DSN must name exactly. */
  readonly host: string;
  /** A path prefix before the project id (self-hosted services under a sub-path), '' or '/prefix'. */
  readonly path: string;
  readonly projectId: string;
}

export { DEFAULT_LOCAL_DSN } from '../../shared/monitoring.ts';

export class DsnError extends Error {
  readonly code = 'dsn';
}

/** Reads a DSN such as `https://abc123@o1.ingest.sentry.io/42`; throws a DsnError saying what is wrong. */
export function parseDsn(dsn: string): Dsn {
  const fail = (why: string): never => {
    throw new DsnError(`Invalid DSN "${dsn}": ${why}`);
  };
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return fail('it is not a URL like https://key@host/42');
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') return fail('the protocol must be http or https');
  if (url.username === '') return fail('the public key (before the @) is missing');
  if (url.search !== '' || url.hash !== '') return fail('a DSN has no query or fragment');
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return fail('the path must end with a numeric project id');
  return {
    protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    path: segments.join('/'),
    projectId,
  };
}

/** Whether an envelope's DSN names the configured project: the exact host and project id. */
export function isSameProject(accepted: Dsn, candidate: Dsn): boolean {
  return candidate.host === accepted.host && candidate.projectId === accepted.projectId;
}

import { serialisedBody, type CachedBody } from './body-cache.ts';
import type { ChangesData } from '../../shared/schedule-changes.ts';
import type { ScheduleIndex } from './schedule-index.ts';

// By the data the changes cache holds: a body lives exactly as long as its cache entry.
const BODIES = new WeakMap<ChangesData, CachedBody>();

/**
 * The body of `/data/changes/:since.json` (`{ version, data }`), serialised and gzipped once per
 * diff: right after a publish every open app asks for the same one. Not kept in the per-version
 * body cache, which holds the manifest's URLs only.
 */
export function changesBody(index: ScheduleIndex, data: ChangesData): CachedBody {
  let body = BODIES.get(data);
  if (!body) BODIES.set(data, (body = serialisedBody({ version: index.version, data })));
  return body;
}

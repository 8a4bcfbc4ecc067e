import type { PageDataManifest } from '../src/shared/page-data.ts';
import { MANIFEST_PATH } from './route-page-data.ts';
import { readScheduleVersion } from './read-schedule-version.ts';

/**
 * Asks the network what to warm: the schedule version and its public pages. Null when offline
 * or when the answer is not a manifest, so a warm-up then changes nothing.
 */
export async function readManifest(): Promise<PageDataManifest | null> {
  try {
    const response = await fetch(MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const text = await response.text();
    const listed = (JSON.parse(text) as { pages?: unknown }).pages;
    const pages = Array.isArray(listed) ? listed.filter((page): page is string => typeof page === 'string') : null;
    const version = readScheduleVersion(text);
    return version !== null && pages ? { version, pages } : null;
  } catch {
    return null;
  }
}

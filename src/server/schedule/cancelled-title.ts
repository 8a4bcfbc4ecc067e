/**
 * Organizers cancel an event by prefixing its title: `CANCELED Restoring…`, `CANCELLED! Surface…`,
 * `[Cancelled] …`, `Canceled: …`. The prefix goes; the flag stays.
 */
const CANCELLED_PREFIX = /^\s*[[(]?\s*cancell?ed\b\s*[\])]?\s*[:!\-–—]*\s*/i;

export function parseCancelledTitle(title: string): { title: string; cancelled: boolean } {
  const match = CANCELLED_PREFIX.exec(title);
  if (!match) return { title, cancelled: false };
  const rest = title.slice(match[0].length).trim();
  return { title: rest === '' ? title.trim() : rest, cancelled: true };
}

/**
 * When a star or feedback change happened, as the store keeps it (UTC, `toISOString`, so times
 * compare as strings). The device's clock is believed for the past — a change queued offline
 * keeps its place in time — but a time in the future is clamped to now, or a fast clock would
 * make one device's changes win over every later one.
 */
export function changeTime(at: string | undefined, now: Date): string {
  const time = at === undefined ? now.getTime() : Math.min(Date.parse(at), now.getTime());
  return new Date(time).toISOString();
}

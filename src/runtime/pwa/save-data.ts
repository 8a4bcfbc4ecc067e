/** What the Network Information API says of the connection; only Chromium has it. */
interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

function connection(): ConnectionHints | undefined {
  // A server render has no navigator: nothing says to hold back.
  return typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionHints }).connection;
}

/** The user turned on Save-Data: fetch nothing in bulk they did not ask for (§6 warm-up). */
export function saveDataRequested(): boolean {
  return connection()?.saveData === true;
}

/** Save-Data, or a 2G connection: prefetch only what the user points at (§4.6). */
export function saveDataOrSlowConnection(): boolean {
  const hints = connection();
  return saveDataRequested() || hints?.effectiveType === '2g' || hints?.effectiveType === 'slow-2g';
}

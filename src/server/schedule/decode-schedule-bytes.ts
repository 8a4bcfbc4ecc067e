/**
 * Bytes → text: UTF-16 when a byte-order mark says so, the XML declaration's encoding when it
 * names one TextDecoder knows (`ISO-8859-1`), else UTF-8. Undecodable bytes become U+FFFD
 * rather than failing: the parsers then say what is wrong where.
 */
export function decodeScheduleBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder(declaredEncoding(bytes) ?? 'utf-8').decode(bytes);
}

function declaredEncoding(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const name = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  if (name === undefined) return null;
  try {
    return new TextDecoder(name).encoding;
  } catch {
    return null;
  }
}

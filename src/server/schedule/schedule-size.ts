import type { Problem } from './model.ts';

/** Larger than any real schedule (39C3's everything-JSON is 2.6 MB) by far; refused before parsing. */
export const MAX_SCHEDULE_BYTES = 20 * 1024 * 1024;

/** The problem for an input of `bytes` bytes, or null when it is within the limit. */
export function scheduleSizeProblem(bytes: number): Problem | null {
  if (bytes <= MAX_SCHEDULE_BYTES) return null;
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  return { where: 'file', message: `The file is ${megabytes} MB; schedules over 20 MB are refused.` };
}

/**
 * UTF-8 length of a string without encoding it — exact only where it matters: a string short
 * enough to be within the limit even at 3 bytes a character reports its length in characters,
 * and counting stops once past the limit.
 */
export function utf8Length(text: string, stopAbove: number = MAX_SCHEDULE_BYTES): number {
  if (text.length > stopAbove || text.length * 3 <= stopAbove) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stopAbove; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

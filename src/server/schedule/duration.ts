/**
 * A schedule duration in minutes, or null when it is not one. Forms seen in the wild:
 * `HH:MM` / `H:MM` (`00:30`, `4:30`), `HH:MM:SS` (`00:05:00`, Pentabarf) and `D:HH:MM` (`1:02:00` = 26 h, frab).
 * Three parts are told apart by the first: frab writes the day count unpadded (`1:02:00`),
 * a two-digit first part is hours (`01:02:00` = 1 h 2 min).
 */
const HOURS_MINUTES = /^(\d{1,3}):(\d{2})$/;
const THREE_PARTS = /^(\d{1,2}):(\d{2}):(\d{2})$/;

export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  const short = HOURS_MINUTES.exec(trimmed);
  if (short) {
    const [hours, minutes] = [Number(short[1]), Number(short[2])];
    return minutes < 60 ? hours * 60 + minutes : null;
  }
  const long = THREE_PARTS.exec(trimmed);
  if (!long) return null;
  const [first, second, third] = [long[1] ?? '', Number(long[2]), Number(long[3])];
  if (third > 59) return null;
  if (first.length === 1) {
    return second < 24 ? Number(first) * 1440 + second * 60 + third : null;
  }
  return second < 60 ? Number(first) * 60 + second + Math.round(third / 60) : null;
}

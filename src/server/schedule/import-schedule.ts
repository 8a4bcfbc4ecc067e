import { decodeScheduleBytes } from './decode-schedule-bytes.ts';
import type { ImportOptions, ImportResult } from './model.ts';
import { normaliseSchedule } from './normalise-schedule.ts';
import { parseFrabJson } from './parse-frab-json.ts';
import { parseFrabXml } from './parse-frab-xml.ts';
import type { ReadResult } from './raw-schedule.ts';
import { scheduleSizeProblem, utf8Length } from './schedule-size.ts';

export { MAX_SCHEDULE_BYTES } from './schedule-size.ts';

/**
 * A frab / Pentabarf / pretalx `schedule.xml` or frab / C3VOC `schedule.json`, told apart by
 * content, as the normalised schedule — or the list of problems that stop it. Pure; never throws.
 */
export function importSchedule(input: Uint8Array | string, options: ImportOptions = {}): ImportResult {
  try {
    const sizeProblem = scheduleSizeProblem(typeof input === 'string' ? utf8Length(input) : input.byteLength);
    if (sizeProblem) return { ok: false, problems: [sizeProblem] };
    const text = (typeof input === 'string' ? input : decodeScheduleBytes(input)).replace(/^\uFEFF/, '');
    const read = readSchedule(text);
    return read.ok ? normaliseSchedule(read.raw, options) : read;
  } catch (error) {
    // A bug, not a bad file: every known way a file can be wrong is reported above.
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ where: 'file', message: `Internal error while importing: ${detail}` }] };
  }
}

function readSchedule(text: string): ReadResult {
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return { ok: false, problems: [{ where: 'file', message: 'The file is empty.' }] };
  if (first === '<') return parseFrabXml(text);
  if (first === '{' || first === '[') return parseFrabJson(text);
  const message = 'The file is neither XML nor JSON: expected a frab schedule.xml or schedule.json.';
  return { ok: false, problems: [{ where: 'file', message }] };
}

import { createLineIndex } from './line-index.ts';
import type { Problem } from './model.ts';

/** V8 quotes up to this many characters before the bad token: `..."<10 before><token>…"...`. */
const V8_CONTEXT_CHARACTERS = 10;
const QUOTED_CONTEXT = /,\s*(\.\.\.)?"([\s\S]*)"(?:\.\.\.)? is not valid JSON$/;

/** A `JSON.parse` error as a problem on the line it happened, whichever way V8 words it. */
export function jsonSyntaxProblem(json: string, error: unknown): Problem {
  const detail = error instanceof Error ? error.message : String(error);
  const lineAt = createLineIndex(json);
  const index = errorIndex(json, detail);
  if (/Unexpected end of JSON input/i.test(detail) || (index !== null && index >= json.trimEnd().length)) {
    return { where: `line ${lineAt(json.length)}`, message: 'The JSON ends early: the file looks truncated.' };
  }
  const reason = detail.replace(QUOTED_CONTEXT, '').replace(/\s*(?:in JSON )?at position \d+.*$/s, '');
  return { where: index === null ? 'file' : `line ${lineAt(index)}`, message: `Malformed JSON: ${reason}.` };
}

/** V8 says `at position 42`, or quotes the text around the bad token (found again in the file). */
function errorIndex(json: string, detail: string): number | null {
  const position = /at position (\d+)/.exec(detail);
  if (position) return Number(position[1]);
  const quoted = QUOTED_CONTEXT.exec(detail);
  if (!quoted) return null;
  const at = json.indexOf(quoted[2] ?? '');
  if (at === -1) return null;
  return quoted[1] === undefined ? at : at + V8_CONTEXT_CHARACTERS;
}

import { createHash } from 'node:crypto';
import { eventMessage, stackFrames, textOf, type EventJson } from './report-event.ts';

/**
 * How error reports are grouped (DESIGN §8, the inbox of `/admin/reports`): by the message and
 * the top stack frame, both stripped of what changes between occurrences and deploys of the same
 * error, so one bug stays one group.
 *
 * - Message: whitespace collapsed; UUIDs, hex ids (8+ digits) and numbers of 4+ digits replaced
 *   (ids, timestamps, sizes, ports). Shorter numbers stay: `status 404` and `status 500`, or
 *   React's `#418` and `#423`, are different errors. URLs lose their query, fragment and chunk hash.
 * - Top frame: the innermost in-app frame, else the innermost frame; its function and file,
 *   never the line or column. The file loses origin, query, `:line:col` and the content hash of a
 *   built chunk (`/assets/event-screen-B4x9Qz1a.js` → `/assets/event-screen.js`); source-mapped
 *   spellings (`webpack://app/./src/a.ts`, `app:///src/a.ts`) become `src/a.ts`. Minified
 *   function names (one or two characters, `<anonymous>`) are left out: they change with every
 *   build, while the file does not.
 */
export interface ReportFingerprint {
  /** `TypeError: x is undefined at formatTitle (/assets/format.js)`. */
  readonly text: string;
  /** `formatTitle (/assets/format.js)`; null when the report has no stack. */
  readonly frame: string | null;
}

const MESSAGE_LIMIT = 500;
const NO_MESSAGE = '(no message)';

const URL_IN_TEXT = /\b(?:https?|wss?|file):\/\/[^\s'"()<>]+/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const HEX_ID = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
const LONG_NUMBER = /\b\d{4,}\b/g;

/** Vite's `name-<8 characters>.js`, webpack's `name.<hex>.js` and `name.<hex>.chunk.js`. */
const VITE_HASH = /-([A-Za-z0-9_-]{8})(\.[A-Za-z]+)$/;
const HEX_HASH = /\.[0-9a-f]{8,32}((?:\.chunk)?\.[A-Za-z]+)$/;
/** The bundler and app schemes of source-mapped paths, with webpack's namespace. */
const SOURCE_SCHEME = /^(?:webpack:\/\/[^/]*\/|webpack-internal:\/\/\/|app:\/\/\/?)/;

/** A hash has a digit or a capital; an eight-letter lowercase word (`document`) is a name. */
const looksLikeHash = (part: string) => /[\dA-Z]/.test(part);

function withoutChunkHash(path: string): string {
  const slash = path.lastIndexOf('/') + 1;
  const name = path.slice(slash);
  const vite = VITE_HASH.exec(name);
  const unhashed = vite && looksLikeHash(vite[1]!) ? name.slice(0, vite.index) + vite[2]! : name.replace(HEX_HASH, '$1');
  return path.slice(0, slash) + unhashed;
}

/** A frame's file as it stays across deploys and hosts: path only, no query, no line, no chunk hash. */
export function stableFilePath(filename: string): string {
  let path = filename.trim().replace(/[?#].*$/, '');
  path = path.replace(/(?::\d+){1,2}$/, '');
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(?=\/|$)/i.exec(path);
  if (SOURCE_SCHEME.test(path)) path = path.replace(SOURCE_SCHEME, '').replace(/^(?:\.\/)+/, '');
  else if (origin && /^(?:https?|wss?):/i.test(origin[0])) path = path.slice(origin[0].length) || '/';
  else path = path.replace(/^\.\//, '');
  return withoutChunkHash(path);
}

const MINIFIED_NAME = /^[A-Za-z_$][\w$]?$/;
const ANONYMOUS_NAMES = new Set(['', '?', '<anonymous>', 'anonymous', '<unknown>']);

/**
 * A frame's function as it stays across builds: Firefox's nesting marks (`render/<`) and `async `
 * dropped; minified or anonymous parts of a dotted name (`HTMLButtonElement.t`) left out; null
 * when nothing meaningful is left.
 */
export function stableFunctionName(name: string | undefined): string | null {
  if (name === undefined) return null;
  const plain = name
    .trim()
    .replace(/^(?:async|new)\s+/, '')
    .replace(/[/<]+$/, '');
  const parts = plain.split('.').filter((part) => !ANONYMOUS_NAMES.has(part) && !MINIFIED_NAME.test(part));
  return parts.length === 0 ? null : parts.join('.');
}

/** Frames run from the outermost call to the innermost: the innermost in-app frame, else the innermost. */
function topFrame(frames: readonly EventJson[]): string | null {
  const frame = [...frames].reverse().find((candidate) => candidate['in_app'] === true) ?? frames.at(-1);
  if (!frame) return null;
  const file = textOf(frame['filename']) ?? textOf(frame['abs_path']) ?? textOf(frame['module']);
  const name = stableFunctionName(textOf(frame['function']));
  const path = file === undefined ? null : stableFilePath(file);
  if (name && path) return `${name} (${path})`;
  return name ?? (path === null ? null : `(${path})`);
}

/** The message with what varies between occurrences of one error replaced by placeholders. */
export function stableMessage(message: string | null): string {
  const text = (message ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(URL_IN_TEXT, (url) => {
      const origin = /^[a-z]+:\/\/[^/]*/i.exec(url)?.[0] ?? '';
      return origin + stableFilePath(url.slice(origin.length).replace(/^(?=[^/])/, '/'));
    })
    .replace(UUID, '<uuid>')
    .replace(HEX_ID, '<hex>')
    .replace(LONG_NUMBER, '<n>')
    .slice(0, MESSAGE_LIMIT);
  return text === '' ? NO_MESSAGE : text;
}

export function reportFingerprint(event: EventJson): ReportFingerprint {
  const frame = topFrame(stackFrames(event));
  const message = stableMessage(eventMessage(event));
  return { text: frame === null ? message : `${message} at ${frame}`, frame };
}

/** The group key of a fingerprint: 16 hex digits of its SHA-256, short and safe in a URL. */
export function reportGroupKey(fingerprint: string): string {
  return createHash('sha256').update(fingerprint).digest('hex').slice(0, 16);
}

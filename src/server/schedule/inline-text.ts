import type { Inline } from './model.ts';
import { httpUrl } from '../../shared/http-url.ts';

/**
 * A run of text → inlines, turning Markdown links (`[text](url)`, `![alt](url)`, `<https://…>`) and
 * bare http(s) URLs into links. A link whose URL is not http(s) keeps only its text.
 * Markdown emphasis and code marks are dropped from the text around links. Repeats are bounded
 * so that hostile input (a long line of `[` or `**`) stays linear.
 */
const LINKS = new RegExp(
  [
    /!?\[([^\]\n]{0,500})\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"\n]*")?\s*\)/.source,
    /<((?:https?|mailto|ftp):[^\s<>]+)>/.source,
    /(https?:\/\/[^\s<>"]+)/.source,
  ].join('|'),
  'gi',
);
const TRAILING_PUNCTUATION = /[.,;:!?'"*_]+$/;

export function linkifyText(markdown: string): Inline[] {
  const text = stripEmphasis(markdown);
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKS)) {
    const at = match.index;
    let whole = match[0];
    let label: string;
    let target: string;
    if (match[2] !== undefined) {
      label = match[1] ?? '';
      target = match[2];
    } else if (match[3] !== undefined) {
      label = target = match[3];
    } else {
      label = target = trimBareUrl(match[4] ?? '');
      whole = target;
    }
    inlines.push(...plainInlines(text.slice(last, at)));
    const href = httpUrl(target);
    const shown = label.trim() || target;
    inlines.push(href ? { text: shown, href } : { text: shown });
    last = at + whole.length;
  }
  inlines.push(...plainInlines(text.slice(last)));
  return inlines;
}

/** A bare URL ends before trailing punctuation and before a `)` it did not open (`(see https://x.org)`). */
function trimBareUrl(url: string): string {
  let trimmed = url.replace(TRAILING_PUNCTUATION, '');
  while (trimmed.endsWith(')') && count(trimmed, '(') < count(trimmed, ')')) {
    trimmed = trimmed.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return trimmed;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Markdown's backslash escapes (`Teilnehmer\\*innen`) lose their backslash. */
function plainInlines(text: string): Inline[] {
  const unescaped = text.replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1');
  return unescaped === '' ? [] : [{ text: unescaped }];
}

/**
 * `**bold**`, `*em*`, `__bold__`, `_em_` and `` `code` `` lose their marks, but not marks glued to
 * words or slashes (`snake_case_name`, `/__init__`, `a*b*c`) or standing alone (`5 * 3`).
 */
function stripEmphasis(text: string): string {
  return text.replace(/(?<![\w/*\\])(\*\*|__|\*|_)(?=[^\s*_])([^\n]{0,300}?[^\s\\])\1(?![\w*])/g, '$2').replace(/`([^`\n]+)`/g, '$1');
}

import { XMLValidator } from 'fast-xml-parser';
import type { Problem } from './model.ts';

/**
 * fast-xml-parser's validator, with its messages made readable: a file that stops inside open
 * elements (a truncated download) says so, instead of "Invalid '[…]' found".
 */
export function xmlSyntaxProblem(xml: string, lastLine: number): Problem | null {
  // The validator is deprecated in favour of a separate package, but it is the one shipped with the parser.
  const result = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (result === true) return null;
  const { msg, line } = result.err;
  const unclosed = openElements(msg);
  if (unclosed !== null) {
    const path = unclosed.join(' › ');
    const message = `The file ends inside <${unclosed.at(-1) ?? '?'}> (still open: ${path}): it looks truncated.`;
    return { where: `line ${lastLine}`, message };
  }
  const unclosedTag = /^Unclosed tag '([^']*)'/.exec(msg);
  if (unclosedTag) {
    return { where: `line ${lastLine}`, message: `The file ends before <${unclosedTag[1]}> is closed: it looks truncated.` };
  }
  return { where: `line ${line}`, message: `Malformed XML: ${msg}` };
}

/** The validator reports unclosed elements at the end as `Invalid '["schedule","day"]' found.` */
function openElements(message: string): string[] | null {
  const match = /^Invalid '(\[[\s\S]*\])' found\.$/.exec(message);
  if (!match) return null;
  try {
    const names: unknown = JSON.parse(match[1] ?? '');
    return Array.isArray(names) && names.length > 0 ? names.map(String) : null;
  } catch {
    return null;
  }
}

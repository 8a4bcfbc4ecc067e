import { REDIRECTS, type RedirectDefinition } from './redirects.ts';

export interface RedirectMatch {
  readonly redirect: RedirectDefinition;
  /** The target path, parameters filled in; `<first-day>` is left for the caller. */
  readonly to: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/events/:id.html` → /^\/events\/([^/]+?)\.html$/ with the names of its parameters. */
function compile(pattern: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split(/(:[A-Za-z]+)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      names.push(part.slice(1));
      return '([^/]+?)';
    })
    .join('');
  return { regexp: new RegExp(`^${source}$`), names };
}

const COMPILED = new Map(REDIRECTS.map((redirect) => [redirect, compile(redirect.from)]));

/** Finds the redirect of §3 for a path without locale prefix, or null. */
export function matchRedirect(path: string, redirects: readonly RedirectDefinition[] = REDIRECTS): RedirectMatch | null {
  for (const redirect of redirects) {
    const { regexp, names } = COMPILED.get(redirect) ?? compile(redirect.from);
    const match = regexp.exec(path);
    if (!match) continue;
    let to = redirect.to;
    names.forEach((name, i) => {
      to = to.replace(`:${name}`, match[i + 1] ?? '');
    });
    return { redirect, to };
  }
  return null;
}

/** The placeholder in a redirect target that stands for the schedule's first day. */
export const FIRST_DAY_PLACEHOLDER = '<first-day>';

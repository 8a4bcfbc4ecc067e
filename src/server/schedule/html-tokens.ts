import { decodeHtmlEntities } from './html-entities.ts';

/**
 * A forgiving HTML tokenizer for descriptions: enough to find paragraphs, line breaks and links.
 * Never builds a DOM and never fails: a `<` that does not start a tag is text (`a < b`), an unclosed
 * comment or `<script>` swallows the rest. Script and style contents are dropped entirely.
 */
export type HtmlToken =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'open'; readonly name: string; readonly attributes: Readonly<Record<string, string>> }
  | { readonly kind: 'close'; readonly name: string };

// Attribute names and bare values stop at `<` and quoted values are bounded, so a tag that never
// closes costs little: hostile input (`<a b <a b …`, megabytes long) stays linear.
const OPEN_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>"'<]+(?:\s*=\s*(?:"[^"<]{0,2000}"|'[^'<]{0,2000}'|[^\s>"'<]+))?)*)\s*\/?>/y;
const CLOSE_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;
const ATTRIBUTE = /([^\s=/>"'<]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'<]+)))?/g;
const RAW_TEXT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let lowerCase: string | undefined;
  let text = '';
  let i = 0;
  const flushText = () => {
    if (text !== '') tokens.push({ kind: 'text', text });
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      i = skipPast(html, '-->', i + 4);
      continue;
    }
    if (html.startsWith('<![CDATA[', i)) {
      const end = html.indexOf(']]>', i + 9);
      text += html.slice(i + 9, end === -1 ? html.length : end);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      i = skipPast(html, '>', i + 2);
      continue;
    }
    CLOSE_TAG.lastIndex = i;
    const close = CLOSE_TAG.exec(html);
    if (close) {
      flushText();
      tokens.push({ kind: 'close', name: (close[1] ?? '').toLowerCase() });
      i = CLOSE_TAG.lastIndex;
      continue;
    }
    OPEN_TAG.lastIndex = i;
    const open = OPEN_TAG.exec(html);
    if (!open) {
      text += '<';
      i += 1;
      continue;
    }
    flushText();
    const name = (open[1] ?? '').toLowerCase();
    i = OPEN_TAG.lastIndex;
    if (RAW_TEXT.has(name)) {
      lowerCase ??= html.toLowerCase();
      i = skipPast(lowerCase, `</${name}`, i);
      i = skipPast(html, '>', i);
      continue;
    }
    tokens.push({ kind: 'open', name, attributes: parseAttributes(open[2] ?? '') });
  }
  flushText();
  return tokens;
}

function skipPast(html: string, marker: string, from: number): number {
  const at = html.indexOf(marker, from);
  return at === -1 ? html.length : at + marker.length;
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    attributes[name] = decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

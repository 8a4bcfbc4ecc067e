import type { TextBlock } from './model.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { httpUrl } from '../../shared/http-url.ts';
import { linkifyText } from './inline-text.ts';
import { createParagraphBuilder, type ParagraphBuilder } from './paragraph-builder.ts';
import { tokenizeHtml } from './html-tokens.ts';

/**
 * An abstract, description or biography — HTML (raw or entity-escaped, as FOSDEM's), Markdown
 * (pretalx) or plain text — as safe paragraphs of text and http(s) links. No markup survives:
 * unknown tags are dropped but their text kept, `<script>`/`<style>` vanish with their contents.
 * Empty → null.
 */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
]);
const RAW_TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/;
// Bounded repeats keep these linear on hostile input (a 10 MB line of `&lt;a `).
const ESCAPED_TAG = /&lt;\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^\n]{0,300}?)?\/?&gt;/;
const BLANK_LINE = /\n[ \t\u00a0]*\n/;
/** Markdown block starts: headings, quotes and list items begin a paragraph of their own. */
const SENTENCE_END = /[.!?:;…"'»“”)\]][ \t]*$/;
const HEADING = /^[ \t]*#{1,6}[ \t]/;
const BLOCK_START = /^[ \t]*(?:#{1,6}[ \t]|>[ \t]?|[-*+][ \t]|\d{1,3}[.)][ \t])/;

export function toTextBlock(text: string | null): TextBlock | null {
  if (text === null || text.trim() === '') return null;
  const isEscapedHtml = !RAW_TAG.test(text) && ESCAPED_TAG.test(text);
  const source = (isEscapedHtml ? decodeHtmlEntities(text) : text).replace(/\r\n?/g, '\n');
  const isHtml = isEscapedHtml || RAW_TAG.test(source);
  // Outside HTML a newline after a sentence ends a paragraph (frab's textareas mean their line
  // breaks); lines hard-wrapped mid-sentence (Markdown) are joined.
  const breakOnNewline = !isHtml;
  const builder = createParagraphBuilder();
  let linkHref: string | null | undefined;
  for (const token of tokenizeHtml(source)) {
    if (token.kind === 'text') {
      addText(builder, decodeHtmlEntities(token.text), linkHref, breakOnNewline);
    } else if (token.name === 'a') {
      linkHref = token.kind === 'open' ? httpUrl(token.attributes.href ?? '') : undefined;
    } else if (BLOCK_TAGS.has(token.name)) {
      builder.break();
    }
  }
  const paragraphs = builder.finish();
  return paragraphs.length === 0 ? null : { paragraphs };
}

/** `linkHref`: undefined outside `<a>`, null inside a link that is not http(s), else its URL. */
function addText(builder: ParagraphBuilder, text: string, linkHref: string | null | undefined, breakOnNewline: boolean): void {
  if (linkHref !== undefined) {
    builder.add(linkHref === null ? { text } : { text, href: linkHref });
    return;
  }
  text.split(BLANK_LINE).forEach((chunk, index) => {
    if (index > 0) builder.break();
    let previous = '';
    chunk.split('\n').forEach((line, lineIndex) => {
      if (BLOCK_START.test(line) || (breakOnNewline && SENTENCE_END.test(previous))) builder.break();
      else if (lineIndex > 0) builder.add({ text: ' ' });
      previous = line;
      const content = line.replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?)/, '');
      for (const inline of linkifyText(content)) builder.add(inline);
      if (HEADING.test(line)) builder.break();
    });
  });
}

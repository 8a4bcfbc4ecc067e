import { decodeHtmlEntities } from './html-entities.ts';

/**
 * A one-line text (title, name, room): entities decoded, whitespace collapsed, nothing else.
 * Markup is never interpreted here — `<script>` in a title stays those characters, the UI escapes them.
 * Empty → null.
 */
export function plainText(text: string | null): string | null {
  if (text === null) return null;
  const collapsed = decodeHtmlEntities(text)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return collapsed === '' ? null : collapsed;
}

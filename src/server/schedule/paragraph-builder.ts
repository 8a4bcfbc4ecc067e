import type { Inline, Paragraph } from './model.ts';

/**
 * Collects inlines into paragraphs. `finish()` merges neighbouring runs, collapses whitespace
 * (inside and across runs), trims each paragraph's ends and drops empty paragraphs.
 */
export interface ParagraphBuilder {
  add(inline: Inline): void;
  /** End the current paragraph (a `<p>`, `<br>`, blank line…); repeated breaks make no empty paragraphs. */
  break(): void;
  finish(): Paragraph[];
}

export function createParagraphBuilder(): ParagraphBuilder {
  const paragraphs: Inline[][] = [];
  let current: Inline[] = [];
  const endParagraph = () => {
    const tidy = tidyParagraph(current);
    if (tidy.length > 0) paragraphs.push(tidy);
    current = [];
  };
  return {
    add(inline) {
      current.push(inline);
    },
    break: endParagraph,
    finish() {
      endParagraph();
      return paragraphs;
    },
  };
}

function tidyParagraph(inlines: readonly Inline[]): Inline[] {
  const runs: { href: string | null; parts: string[] }[] = [];
  for (const inline of inlines) {
    const href = hrefOf(inline);
    const previous = runs.at(-1);
    if (previous && previous.href === href) previous.parts.push(inline.text);
    else runs.push({ href, parts: [inline.text] });
  }
  const merged = runs.map(({ href, parts }): Inline => {
    const text = parts.join('').replace(/[\s\u00a0]+/g, ' ');
    return href === null ? { text } : { text, href };
  });
  // A space at the end of one run makes a space at the start of the next redundant.
  const collapsed: Inline[] = [];
  let endsInSpace = true;
  for (const inline of merged) {
    const text: string = endsInSpace ? inline.text.replace(/^ /, '') : inline.text;
    if (text === '') continue;
    collapsed.push(withText(inline, text));
    endsInSpace = text.endsWith(' ');
  }
  const last = collapsed.at(-1);
  if (last) {
    const text = last.text.replace(/ $/, '');
    if (text === '') collapsed.pop();
    else collapsed[collapsed.length - 1] = withText(last, text);
  }
  return collapsed;
}

function hrefOf(inline: Inline): string | null {
  return 'href' in inline ? inline.href : null;
}

function withText(inline: Inline, text: string): Inline {
  return 'href' in inline ? { text, href: inline.href } : { text };
}

import { describe, expect, it } from 'vitest';
import { toTextBlock } from '../../../../src/server/schedule/text-block.ts';

const paragraphs = (text: string) => toTextBlock(text)?.paragraphs;

describe('toTextBlock', () => {
  it('turns escaped HTML (FOSDEM) into paragraphs', () => {
    expect(paragraphs('&lt;p&gt;One &amp;amp; two.&lt;/p&gt;\n\n&lt;p&gt;Three&lt;/p&gt;')).toEqual([[{ text: 'One & two.' }], [{ text: 'Three' }]]);
  });

  it('turns raw HTML into paragraphs and links, dropping other tags but keeping their text', () => {
    const html = '<p>Read <em>the</em> <a href="https://example.org/docs">docs</a>.<br>Then <span class="x">try</span> it.</p><ul><li>one</li><li>two</li></ul>';
    expect(paragraphs(html)).toEqual([
      [{ text: 'Read the ' }, { text: 'docs', href: 'https://example.org/docs' }, { text: '.' }],
      [{ text: 'Then try it.' }],
      [{ text: 'one' }],
      [{ text: 'two' }],
    ]);
  });

  it('turns Markdown (pretalx) into paragraphs and links', () => {
    const markdown = '## Intro\nSee **[the slides](https://example.org/slides)** and\n[the code](http://example.org/code).\n\n- first\n- second';
    expect(paragraphs(markdown)).toEqual([
      [{ text: 'Intro' }],
      [{ text: 'See ' }, { text: 'the slides', href: 'https://example.org/slides' }, { text: ' and ' }, { text: 'the code', href: 'http://example.org/code' }, { text: '.' }],
      [{ text: '- first' }],
      [{ text: '- second' }],
    ]);
  });

  it('links bare http(s) URLs, leaving trailing punctuation outside', () => {
    expect(paragraphs('More at https://example.org/a_(b). Or (see http://example.org/x).')).toEqual([
      [
        { text: 'More at ' },
        { text: 'https://example.org/a_(b)', href: 'https://example.org/a_(b)' },
        { text: '. Or (see ' },
        { text: 'http://example.org/x', href: 'http://example.org/x' },
        { text: ').' },
      ],
    ]);
  });

  it('separates paragraphs at blank lines in plain text and collapses other whitespace', () => {
    expect(paragraphs('  First   line\ncontinues.\n\n\n  Second\t paragraph.  ')).toEqual([[{ text: 'First line continues.' }], [{ text: 'Second paragraph.' }]]);
  });

  it('in plain text, breaks at a newline after a sentence but joins lines wrapped mid-sentence', () => {
    expect(paragraphs('This year’s badge is\r\ncard10.\r\nIn this talk, details.\r\n\r\nFAQ: https://example.org/faq')).toEqual([
      [{ text: 'This year’s badge is card10.' }],
      [{ text: 'In this talk, details.' }],
      [{ text: 'FAQ: ' }, { text: 'https://example.org/faq', href: 'https://example.org/faq' }],
    ]);
  });

  it('drops Markdown emphasis and escapes, but not underscores inside names', () => {
    expect(paragraphs('*Seit* fast _drei_ Jahren: Teilnehmer\\*innen, **fett** und `code` in my_var_name, 5 * 3')).toEqual([
      [{ text: 'Seit fast drei Jahren: Teilnehmer*innen, fett und code in my_var_name, 5 * 3' }],
    ]);
  });

  it('drops script and style elements with their contents, and comments', () => {
    const html = '<p>Safe<script>alert("x")</script> text<style>p { color: red }</style><!-- note --></p>';
    expect(paragraphs(html)).toEqual([[{ text: 'Safe text' }]]);
  });

  it('keeps the text of escaped script markup out of the block entirely', () => {
    expect(paragraphs('&lt;script&gt;alert(1)&lt;/script&gt;Hello')).toEqual([[{ text: 'Hello' }]]);
  });

  it.each([['<a href="javascript:alert(1)">click</a>'], ['[click](javascript:alert(1))'], ['<a href="data:text/html,hi">click</a>'], ['<a href="/relative">click</a>']])(
    'keeps only the text of a link that is not http(s): %s',
    (text) => {
      expect(paragraphs(text)).toEqual([[{ text: 'click' }]]);
    },
  );

  it('never lets markup through: attributes and event handlers vanish with their tags', () => {
    const block = toTextBlock('<img src=x onerror="alert(1)"><b onclick="x()">bold</b> &lt; 3');
    expect(block).toEqual({ paragraphs: [[{ text: 'bold < 3' }]] });
  });

  it('decodes named and numeric entities', () => {
    expect(paragraphs('Vor&#252;bergehen DM 4.000,&#8211; &mdash; caf&eacute; &amp; more')).toEqual([[{ text: 'Vorübergehen DM 4.000,– — café & more' }]]);
  });

  it('keeps a lone < as text', () => {
    expect(paragraphs('a < b and b > c')).toEqual([[{ text: 'a < b and b > c' }]]);
  });

  it.each([[''], ['   '], ['<p></p><br/>'], ['<script>x</script>']])('is null for nothing to show: %j', (text) => {
    expect(toTextBlock(text)).toBeNull();
  });

  it.each([['&lt;a '], ['<a b '], ['<a b="'], ['['], ['**a '], ['<script>'], ['http://x/(']])('stays linear on a long hostile line of %j', (unit) => {
    const started = performance.now();
    toTextBlock(unit.repeat(50_000));
    // Quadratic behaviour takes tens of seconds here; linear takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

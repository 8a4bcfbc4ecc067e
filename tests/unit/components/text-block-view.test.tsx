import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextBlockView } from '../../../src/components/text-block-view.tsx';

afterEach(cleanup);

describe('TextBlockView', () => {
  it('renders each paragraph as a <p> of its inlines in order', () => {
    const { container } = render(
      <TextBlockView block={{ paragraphs: [[{ text: 'One ' }, { text: 'link', href: 'https://example.org/' }, { text: ' two.' }], [{ text: 'Three.' }]] }} />,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual(['One <a href="https://example.org/" rel="noopener noreferrer">link</a> two.', 'Three.']);
  });

  it('shows markup as text, never as elements', () => {
    const { container } = render(<TextBlockView block={{ paragraphs: [[{ text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }]] }} />);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(1)>');
  });

  it('makes anchors of http(s) links only; other links stay text', () => {
    const { container } = render(
      <TextBlockView
        block={{
          paragraphs: [
            [
              { text: 'safe', href: 'http://example.org/' },
              { text: ' js', href: 'javascript:alert(1)' },
              { text: ' data', href: 'data:text/html,hi' },
              { text: ' relative', href: '/admin' },
            ],
          ],
        }}
      />,
    );
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['http://example.org/']);
    expect(container.textContent).toBe('safe js data relative');
  });
});

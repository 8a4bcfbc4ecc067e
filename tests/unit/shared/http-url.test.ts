import { describe, expect, it } from 'vitest';
import { httpUrl as httpHref } from '../../../src/shared/http-url.ts';

describe('httpHref', () => {
  it('keeps absolute http and https URLs, normalised', () => {
    expect(httpHref('https://example.org/a b')).toBe('https://example.org/a%20b');
    expect(httpHref('  HTTP://Example.org ')).toBe('http://example.org/');
  });

  const REFUSED = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>',
    'mailto:a@example.org',
    '/events/12',
    '//evil.example',
    'https://',
    'ftp://example.org',
  ];
  it.each(REFUSED)('refuses %s', (url) => {
    expect(httpHref(url)).toBeNull();
  });
});

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRange } from '../../../../src/features/schedule/date-range.tsx';
import { RouterContext } from '../../../../src/runtime/router/router-context.ts';
import type { Locale } from '../../../../src/shared/locales.ts';

function renderRange(start: string, end: string, locale: Locale) {
  return render(
    <RouterContext.Provider value={{ locale, navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: false }}>
      <p>
        <DateRange start={start} end={end} />
      </p>
    </RouterContext.Provider>,
  );
}

const times = (container: HTMLElement) => [...container.querySelectorAll('time')].map((time) => [time.textContent, time.getAttribute('datetime')]);

afterEach(cleanup);

describe('DateRange', () => {
  it('writes the range the locale’s way, each end in a <time>', () => {
    const { container } = renderRange('2026-02-01', '2026-02-02', 'de');
    expect(container.textContent?.replace(/\s+/g, ' ')).toBe('1.–2. Februar 2026');
    expect(times(container)).toEqual([
      ['1', '2026-02-01'],
      ['2', '2026-02-02'],
    ]);
  });

  it('spans months', () => {
    const { container } = renderRange('2026-01-31', '2026-02-01', 'en');
    expect(container.textContent?.replace(/\s+/g, ' ')).toBe('January 31 – February 1, 2026');
    expect(times(container)).toEqual([
      ['January 31', '2026-01-31'],
      ['February 1', '2026-02-01'],
    ]);
  });

  it('shows a one-day conference as one date', () => {
    const { container } = renderRange('2026-02-01', '2026-02-01', 'fr');
    expect(times(container)).toEqual([['1 février 2026', '2026-02-01']]);
  });
});

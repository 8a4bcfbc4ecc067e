import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useDeviceTimeZone } from '../../../../src/runtime/clock/time-display.ts';

function Zone() {
  return <p>{useDeviceTimeZone() ?? 'unknown'}</p>;
}

const realFormat = Intl.DateTimeFormat;

function deviceIn(timeZone: string) {
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
    const format = new realFormat(...args);
    return Object.assign(Object.create(format) as Intl.DateTimeFormat, { resolvedOptions: () => ({ ...format.resolvedOptions(), timeZone }) });
  }) as unknown as typeof Intl.DateTimeFormat);
}

function show(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'hidden');
});

describe("the device's time zone", () => {
  it('is read once for every time on screen, and read again when the app is shown after the phone changed zone', () => {
    deviceIn('Europe/Berlin');
    show(false);
    render(
      <>
        <Zone />
        <Zone />
      </>,
    );
    expect(screen.getAllByText('Europe/Berlin')).toHaveLength(2);
    const reads = vi.mocked(Intl.DateTimeFormat).mock.calls.length;
    render(<Zone />);
    expect(vi.mocked(Intl.DateTimeFormat).mock.calls.length).toBe(reads);

    // The traveller lands; the app, in the background meanwhile, is shown again.
    deviceIn('America/New_York');
    act(() => show(true));
    expect(screen.getAllByText('Europe/Berlin')).toHaveLength(3);
    act(() => show(false));
    expect(screen.getAllByText('America/New_York')).toHaveLength(3);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BREADCRUMBS } from '../../../../src/shared/constants.ts';
import type { Breadcrumb } from '../../../../src/runtime/telemetry/breadcrumbs.ts';

type BreadcrumbsModule = typeof import('../../../../src/runtime/telemetry/breadcrumbs.ts');

/** The trail is module state: each test gets a fresh module. */
let crumbs: BreadcrumbsModule;

const navigation = (message: string): Omit<Breadcrumb, 'timestamp'> => ({ category: 'navigation', message, level: 'info' });
const messages = (trail: readonly Breadcrumb[]) => trail.map((breadcrumb) => breadcrumb.message);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `/events/${from + i}`);

describe('breadcrumbs', () => {
  beforeEach(async () => {
    vi.resetModules();
    crumbs = await import('../../../../src/runtime/telemetry/breadcrumbs.ts');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T09:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records each breadcrumb with the time it happened', () => {
    crumbs.addBreadcrumb(navigation('/events/1'));
    expect(crumbs.readBreadcrumbs()).toEqual([{ ...navigation('/events/1'), timestamp: Date.parse('2026-02-01T09:30:00Z') }]);
  });

  it('keeps the last 100, oldest first', () => {
    expect(MAX_BREADCRUMBS).toBe(100);
    for (const message of range(0, 150)) crumbs.addBreadcrumb(navigation(message));
    expect(messages(crumbs.readBreadcrumbs())).toEqual(range(50, 150));
  });

  it('keeps all of them up to 100', () => {
    for (const message of range(0, 100)) crumbs.addBreadcrumb(navigation(message));
    expect(messages(crumbs.readBreadcrumbs())).toEqual(range(0, 100));
  });

  it('gives a new sink the earlier breadcrumbs first, then each new one', () => {
    crumbs.addBreadcrumb(navigation('/a'));
    crumbs.addBreadcrumb(navigation('/b'));
    const sink = vi.fn<(breadcrumb: Breadcrumb) => void>();
    crumbs.addBreadcrumbSink(sink);
    crumbs.addBreadcrumb(navigation('/c'));
    expect(sink.mock.calls.map(([breadcrumb]) => breadcrumb.message)).toEqual(['/a', '/b', '/c']);
  });

  it('gives a late sink only the breadcrumbs still kept', () => {
    for (const message of range(0, 120)) crumbs.addBreadcrumb(navigation(message));
    const received: string[] = [];
    crumbs.addBreadcrumbSink((breadcrumb) => received.push(breadcrumb.message));
    expect(received).toEqual(range(20, 120));
  });

  it('stops feeding a sink once it unsubscribes', () => {
    const received: string[] = [];
    const unsubscribe = crumbs.addBreadcrumbSink((breadcrumb) => received.push(breadcrumb.message));
    crumbs.addBreadcrumb(navigation('/a'));
    unsubscribe();
    crumbs.addBreadcrumb(navigation('/b'));
    expect(received).toEqual(['/a']);
    expect(messages(crumbs.readBreadcrumbs())).toEqual(['/a', '/b']);
  });
});

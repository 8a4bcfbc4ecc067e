// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../../src/app/render.tsx';
import { createApp } from '../../../src/server/app.ts';
import type { RenderPage } from '../../../src/shared/rendered-page.ts';
import { sampleIndex } from '../server/fixtures/sample-schedule.ts';

const SHELL = `<!doctype html><html lang="en"><head><title>Hallway</title><meta name="description" content="x" /></head><body><div id="root"></div><noscript>Hallway needs JavaScript to show the schedule.</noscript><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'hallway-render-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), SHELL);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), '');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const index = sampleIndex();
const appWith = (renderPage: RenderPage) => createApp({ distDir, getIndex: () => index, render: renderPage });

async function load(path: string, renderPage: RenderPage = render): Promise<{ status: number; html: string; root: string }> {
  const response = await appWith(renderPage).request(path);
  const html = await response.text();
  const root = /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';
  return { status: response.status, html, root };
}

const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');

describe('server rendering of direct loads', () => {
  it('runs where there is no browser at all', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['/', 'Sample Conf'],
    ['/days/2026-02-01', 'Day 1: Sunday, February 1, 2026'],
    ['/events/41', 'Day two'],
    ['/speakers', 'Speakers'],
    ['/speakers/p1', 'Ada Example'],
    ['/tracks', 'Tracks'],
    ['/tracks/web', 'Web'],
    ['/rooms', 'Rooms'],
    ['/rooms/main-hall', 'Main Hall'],
    ['/agenda', 'My agenda'],
    ['/search', 'Search'],
    ['/more', 'More'],
    ['/signin', 'Sign in'],
    ['/signup', 'Create an account'],
    ['/de/days/2026-02-01', 'Tag 1: Sonntag, 1. Februar 2026'],
    ['/fr/tracks', 'Thèmes'],
  ])('%s carries its screen, marked as rendered, with the status the server answers', async (path, title) => {
    const { status, html, root } = await load(path);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root" data-rendered="200">');
    expect(heading(root)).toBe(title);
    // The frame around it too: the navigation's five destinations.
    expect(root.match(/<nav class="app-nav"/g)).toHaveLength(1);
  });

  it('escapes the schedule’s text: no markup from a schedule reaches the page', async () => {
    const { root } = await load('/events/12');
    expect(heading(root)).toBe('Opening &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root).not.toContain('<script>alert(1)');
  });

  it.each([
    ['/events/nope', 404, '404'],
    ['/no/such/page', 404, '404'],
    ['/account', 401, '401'],
    ['/admin/reports', 401, '401'],
    ['/events/%E0%A4%A', 400, '400'],
  ])('%s renders its fallback (%i) as the app shows it', async (path, status, title) => {
    const { status: answered, html, root } = await load(path);
    expect(answered).toBe(status);
    expect(html).toContain(`<div id="root" data-rendered="${status}">`);
    expect(heading(root)).toBe(title);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('says where JavaScript is needed, and nowhere that the whole page needs it', async () => {
    const event = await load('/events/41');
    expect(event.root).toContain('<noscript><p class="needs-javascript">Starring events needs JavaScript');
    // The feedback form, disabled until the app runs.
    expect(event.root).toMatch(/<fieldset class="form-fieldset" disabled="">/);
    expect(event.root).toMatch(/<button type="button" disabled="" class="star-button"/);
    expect(event.html).not.toContain('Hallway needs JavaScript to show the schedule.');
    const signIn = await load('/signin');
    expect(signIn.root).toContain('<noscript><p class="needs-javascript">This form needs JavaScript');
  });

  it('renders what depends on the device (its clock, its zone) as unknown, in the conference’s time', async () => {
    const { root } = await load('/days/2026-02-01');
    // Conference time, unlabelled; no live marker or "Jump to now" without a clock.
    expect(root).toContain('<time dateTime="2026-02-01T10:00:00+01:00">10:00 AM</time>');
    expect(root).not.toContain('jump-to-now');
    expect(root).not.toMatch(/GMT|CET/);
  });

  it('renders a page once per version and URL, and each private page anew', async () => {
    const spy = vi.fn(render);
    const app = appWith(spy);
    await app.request('/days/2026-02-01');
    await app.request('/days/2026-02-01');
    expect(spy).toHaveBeenCalledTimes(1);
    await app.request('/days/2026-02-01?view=grid');
    await app.request('/de/days/2026-02-01');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('leaves the screen to the browser when the render fails, with the same status and data', async () => {
    const failing: RenderPage = () => Promise.reject(new Error('broken render'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, html } = await load('/events/41', failing);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not render /events/41'), expect.any(Error));
  });
});

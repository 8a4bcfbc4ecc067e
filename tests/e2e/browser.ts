import { existsSync } from 'node:fs';

/** Debian's Chromium, or the browser named by CHROME_PATH; nothing here downloads a browser. */
export function chromiumPath(): string {
  const path = process.env['CHROME_PATH'] || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROME_PATH.`);
  return path;
}

/** Flags for running as root on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readConfigOrExit } from './read-config-or-exit.ts';
import { SERVER_RENDER_ENTRY } from './shell/load-render.ts';

/** What the build is made from: when any of it is newer than the build, build again. */
const BUILD_INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'sw', 'src'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    // The server is not part of the browser build.
    if (join(path, entry) === join('src', 'server')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// A wrong setting stops start-up before a build it would only waste.
readConfigOrExit();

// A build without its server-render entry (made before there was one) counts as no build.
const builtAt = existsSync('dist/index.html') && existsSync(join('dist', SERVER_RENDER_ENTRY)) ? statSync('dist/index.html').mtimeMs : 0;
const sourcesAt = Math.max(...BUILD_INPUTS.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: building…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./main.ts');

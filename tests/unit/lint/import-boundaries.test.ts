// @vitest-environment node
// ESLint's Node API in Node: the config loads plugins with Node's resolver, not a browser's.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// DESIGN §2's import rules, as eslint.config.js states them, tried on small files that exist
// only in memory (`lintText` with a path inside the repository).
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'boundaries/dependencies';

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'src/shared/warm-up.ts') }); // loads the config and plugins once
}, 60_000);

/**
 * A file that is on disk: `preferred` while it is there, else the first source file under `dir`
 * (outside `skip`), as files move between folders. The import must resolve: one that does not is
 * never reported, and would let an "allowed" case pass for the wrong reason.
 */
function existingFile(preferred: string, dir: string, skip?: string): string {
  if (existsSync(join(ROOT, preferred))) return preferred;
  const found = sourceFiles(dir).find((file) => skip === undefined || !file.startsWith(`${skip}/`));
  if (found === undefined) throw new Error(`no source file under ${dir}${skip ? ` outside ${skip}` : ''}`);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** The folder of a file inside src/features: `src/features/agenda/x.tsx` → `src/features/agenda`. */
function featureOf(file: string): string {
  return file.split('/').slice(0, 3).join('/');
}

/** How `from` spells an import of `to`: a package name as it is, a repository path relative to `from`. */
function specifier(from: string, to: string): string {
  if (!/^(src|sw)\//.test(to)) return to;
  const path = relative(dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

type Case = { from: string; to: string; dynamic?: boolean };

/** The messages of the boundary rule for a file at `from` that imports `to` (statically, or with `import()`). */
async function boundaryMessages({ from, to, dynamic = false }: Case) {
  const source = specifier(from, to);
  const code = dynamic ? `export const load = () => import('${source}');\n` : `import '${source}';\n`;
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, from) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return result?.messages.filter((message) => message.ruleId === RULE) ?? [];
}

const OTHER_FEATURE = existingFile('src/features/event/event-screen.tsx', 'src/features', 'src/features/agenda');
const A_FEATURE = existingFile('src/features/agenda/agenda-screen.tsx', 'src/features');
const A_COMPONENT = existingFile('src/components/star-button.tsx', 'src/components');
const A_RUNTIME_FILE = existingFile('src/runtime/pwa/network-status.ts', 'src/runtime');
const A_SHARED_FILE = existingFile('src/shared/routes.ts', 'src/shared');
const A_SERVER_FILE = existingFile('src/server/config.ts', 'src/server');
const A_WORKER_FILE = existingFile('sw/page-data-version.ts', 'sw');
const A_SCREEN = existingFile('src/features/home/home-screen.tsx', 'src/features');
const AN_APP_FILE = existingFile('src/app/app.tsx', 'src/app');

describe('the import rules of DESIGN §2', () => {
  it.each<Case>([
    { from: 'src/features/agenda/x.tsx', to: OTHER_FEATURE },
    { from: 'src/runtime/x.ts', to: A_FEATURE },
    { from: 'src/runtime/x.ts', to: A_COMPONENT },
    { from: 'src/runtime/x.ts', to: AN_APP_FILE },
    { from: 'src/components/x.tsx', to: A_FEATURE },
    { from: 'src/server/x.ts', to: A_RUNTIME_FILE },
    { from: 'src/server/x.ts', to: A_COMPONENT },
    { from: 'src/server/x.ts', to: A_FEATURE },
    { from: 'src/server/x.ts', to: 'idb-keyval' },
    { from: 'src/server/x.ts', to: 'react-dom/client' },
    { from: 'src/server/x.ts', to: 'wouter' },
    { from: 'src/server/x.ts', to: 'workbox-window' },
    { from: 'src/app/x.tsx', to: A_SERVER_FILE },
    { from: 'sw/x.ts', to: A_RUNTIME_FILE },
    { from: 'sw/x.ts', to: A_COMPONENT },
    { from: 'sw/x.ts', to: 'react' },
    { from: 'src/shared/x.ts', to: A_RUNTIME_FILE },
    { from: 'src/shared/x.ts', to: A_SERVER_FILE },
    { from: 'src/shared/x.ts', to: 'react' },
    { from: 'src/shared/x.ts', to: 'node:fs' },
  ])('reports $from importing $to', async (dependency) => {
    const messages = await boundaryMessages(dependency);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: RULE, severity: 2, line: 1 });
  });

  it('reads import() too: a capability may not load another lazily, the app may load any screen', async () => {
    const [reported] = await boundaryMessages({ from: 'src/features/agenda/x.tsx', to: OTHER_FEATURE, dynamic: true });
    expect(reported).toMatchObject({ ruleId: RULE, severity: 2, line: 1 });
    expect(await boundaryMessages({ from: 'src/app/x.tsx', to: A_SCREEN, dynamic: true })).toEqual([]);
  });

  it('names both capabilities when one imports another', async () => {
    const [message] = await boundaryMessages({ from: 'src/features/agenda/x.tsx', to: OTHER_FEATURE });
    expect(message?.message).toContain(`src/features/agenda imports ${featureOf(OTHER_FEATURE)}: capabilities never import each other`);
  });

  it.each<Case>([
    { from: `${featureOf(A_FEATURE)}/x.tsx`, to: A_FEATURE },
    { from: `${featureOf(A_FEATURE)}/nested/x.tsx`, to: A_FEATURE },
    { from: 'src/features/agenda/x.tsx', to: A_COMPONENT },
    { from: 'src/features/agenda/x.tsx', to: A_RUNTIME_FILE },
    { from: 'src/features/agenda/x.tsx', to: A_SHARED_FILE },
    { from: 'src/features/agenda/x.tsx', to: 'wouter' },
    { from: 'src/app/x.tsx', to: A_FEATURE },
    { from: 'src/app/x.tsx', to: A_COMPONENT },
    { from: 'src/app/x.tsx', to: 'react-dom/client' },
    { from: 'src/components/x.tsx', to: A_COMPONENT },
    { from: 'src/components/x.tsx', to: A_RUNTIME_FILE },
    { from: 'src/runtime/x.ts', to: A_SHARED_FILE },
    { from: 'src/runtime/x.ts', to: '@sentry/react' },
    { from: 'src/server/x.ts', to: A_SHARED_FILE },
    { from: 'src/server/x.ts', to: A_SERVER_FILE },
    { from: 'src/server/x.ts', to: 'hono' },
    { from: 'src/server/x.ts', to: 'react-dom/server' },
    { from: 'src/server/x.ts', to: 'node:fs' },
    { from: 'sw/x.ts', to: A_SHARED_FILE },
    { from: 'sw/x.ts', to: A_WORKER_FILE },
    { from: 'sw/x.ts', to: 'workbox-routing' },
    { from: 'sw/x.ts', to: 'idb-keyval' },
    { from: 'src/shared/x.ts', to: A_SHARED_FILE },
    { from: 'src/shared/x.ts', to: 'zod' },
    { from: 'tests/unit/x.test.ts', to: A_FEATURE },
    { from: 'tests/unit/x.test.ts', to: A_SERVER_FILE },
  ])('allows $from importing $to', async (dependency) => {
    expect(await boundaryMessages(dependency)).toEqual([]);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The e2e fixture server (the real server plus its `/__e2e/` hooks) on a free port. */
export async function startFixture(schedule: string | null): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/fixture-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), SCHEDULE: schedule ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the fixture server exited with ${server.exitCode}`);
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the fixture server did not start within 60 s');
}

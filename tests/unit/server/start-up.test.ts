import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs an entry (`npm start` is start.ts, `npm run serve` main.ts) with these settings until it exits. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      // Empty values are unset: whatever the test runner's environment holds does not leak in.
      env: { ...process.env, PUBLIC_ORIGIN: '', ALLOWED_HOSTS: '', SCHEDULE: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Should it start serving after all, stop it: the test then fails on the exit code.
    const guard = setTimeout(() => child.kill(), 8_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('start-up', () => {
  // start.ts checks before it would build; main.ts before it opens the store.
  it.each(['src/server/start.ts', 'src/server/main.ts'])(
    '%s refuses to serve beyond loopback without PUBLIC_ORIGIN or ALLOWED_HOSTS, in one line',
    async (entry) => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'hallway-start-up-')), 'data');
      const { code, stdout, stderr } = await run(entry, { HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe('Serving beyond loopback (HOST=0.0.0.0) needs PUBLIC_ORIGIN=https://your.host (or ALLOWED_HOSTS=host1,host2).\n');
      expect(existsSync(dataDir)).toBe(false);
    },
    10_000,
  );
});

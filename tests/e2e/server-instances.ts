import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './test.ts';
import { freePort } from '../free-port.ts';

/** A running instance of the real server (src/server/main.ts) in a process of its own. */
export interface Instance {
  readonly port: number;
  readonly origin: string;
  stop(): void;
}

/** Starts an instance on a free port with these settings (the demo schedule, a DATA_DIR of its own); resolves once it answers /healthz. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hallway-e2e-instance-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SCHEDULE: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  await expect
    .poll(async () => (child.exitCode === null ? (await fetch(`${origin}/healthz`).catch(() => null))?.status : `exited ${child.exitCode}`), { timeout: 30_000 })
    .toBe(200);
  return {
    port,
    origin,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway PostgreSQL (tests/postgres/cluster.sh), fast and forgetful: its URL, and how to stop it. */
export function startPostgres(): { readonly url: string; stop(): void } {
  const [directory = '', url = ''] = execFileSync('bash', ['tests/postgres/cluster.sh', 'start', '--fast'], { encoding: 'utf8' }).trim().split('\n');
  return { url, stop: () => execFileSync('bash', ['tests/postgres/cluster.sh', 'stop', directory]) };
}

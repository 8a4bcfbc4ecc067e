import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the real server (`src/server/main.ts`) in its own process on a free port, with a fresh store. */
export async function startServer(): Promise<{ origin: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'hallway-bench-')), SCHEDULE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { origin, server };
}

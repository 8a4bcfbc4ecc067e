import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDemoSchedule } from '../../../../../src/server/schedule/demo/generate-demo-schedule.ts';
import { renderFrabXml } from '../../../../../src/server/schedule/demo/render-frab-xml.ts';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const SCRIPT = join(ROOT, 'src', 'server', 'schedule', 'demo', 'write-demo.ts');

let workDir = '';

/** Runs the CLI as `npm run demo -- …` would, from `workDir`. */
async function writeDemo(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [SCRIPT, ...args], {
      cwd: ROOT,
      env: { ...process.env, INIT_CWD: workDir },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failure = error as { stdout: string; stderr: string; code: number };
    return { stdout: failure.stdout, stderr: failure.stderr, code: failure.code };
  }
}

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'hallway-demo-'));
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run demo', () => {
  it('prints the demo schedule as JSON to stdout', async () => {
    const { stdout, code } = await writeDemo();
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(generateDemoSchedule());
  });

  it('writes the XML rendering to a file relative to where the command was typed', async () => {
    const { stdout, code } = await writeDemo('--xml', 'demo.xml');
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(await readFile(join(workDir, 'demo.xml'), 'utf8')).toBe(renderFrabXml(generateDemoSchedule()));
  });

  it('rejects unknown options with a usage line and exit code 2', async () => {
    const { stderr, code } = await writeDemo('--yaml');
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run demo -- [--xml] [OUT]');
  });
}, 30_000);

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { saveReportWithinCap } from '../../../../src/server/monitoring/report-cap.ts';
import { saveReport } from '../../../../src/server/monitoring/report-store.ts';
import { runReportsCommand } from '../../../../src/server/monitoring/run-reports-command.ts';
import { summarizeReport } from '../../../../src/server/monitoring/summarize-report.ts';
import { openStore, type Store } from '../../../../src/server/store/open-store.ts';
import { bytes, eventEnvelope, sessionEnvelope } from './envelopes.ts';
import { openTestStore } from '../test-store.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(ROOT, 'src', 'server', 'monitoring', 'cli.ts');

async function store(raw: string, receivedAt: string, into: Store): Promise<void> {
  const body = bytes(raw);
  await saveReport(into, { ...summarizeReport(parseEnvelope(body)), raw: body, receivedAt: new Date(receivedAt) });
}

async function storeWithReports(): Promise<Store> {
  const db = await openTestStore();
  await store(eventEnvelope({ id: 'a'.repeat(32) }), '2026-02-01T10:00:00.000Z', db);
  await store(eventEnvelope({ id: 'b'.repeat(32), event: { message: 'Route did not complete loading: /events/:id' } }), '2026-02-01T11:00:00.000Z', db);
  await store(sessionEnvelope(), '2026-02-01T12:00:00.000Z', db);
  await db.updateTable('reports').set({ forwarded_at: '2026-02-01T10:00:05.000Z' }).where('event_id', '=', 'a'.repeat(32)).execute();
  return db;
}

describe('npm run reports -- list | stats', () => {
  it('prints one JSON line per error report, newest first, without sessions', async () => {
    const db = await storeWithReports();
    const outcome = await runReportsCommand(['list'], async () => db);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.lines.map((line) => JSON.parse(line))).toEqual([
      {
        eventId: 'b'.repeat(32),
        message: 'Route did not complete loading: /events/:id',
        url: null,
        release: null,
        breadcrumbs: 0,
        received: '2026-02-01T11:00:00.000Z',
        forwarded: null,
      },
      {
        eventId: 'a'.repeat(32),
        message: "TypeError: Cannot read properties of undefined (reading 'title')",
        url: 'https://hallway.test/events/12',
        release: 'hallway@0.1.0',
        breadcrumbs: 3,
        received: '2026-02-01T10:00:00.000Z',
        forwarded: '2026-02-01T10:00:05.000Z',
      },
    ]);
  });

  it.each([[[]], [['show']], [['list', 'extra']], [['stats', 'extra']]])('explains its usage for %j, exit 2', async (args) => {
    const outcome = await runReportsCommand(args, () => openTestStore());
    expect(outcome).toMatchObject({ exitCode: 2, lines: [], error: expect.stringContaining('Usage: reports list | stats') });
  });

  it('stats: prints the error reports, all envelopes, their bytes and how many the size cap dropped', async () => {
    const db = await storeWithReports();
    const newest = bytes(eventEnvelope({ id: 'd'.repeat(32) }));
    // A cap that holds only the newest envelope drops the three stored before it.
    await saveReportWithinCap(db, { ...summarizeReport(parseEnvelope(newest)), raw: newest, receivedAt: new Date('2026-02-01T13:00:00.000Z') }, newest.byteLength);
    const outcome = await runReportsCommand(['stats'], async () => db);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.lines.map((line) => JSON.parse(line))).toEqual([{ reports: 1, envelopes: 1, storedBytes: newest.byteLength, dropped: 3 }]);
  });

  it('lists the reports stored under DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hallway-reports-'));
    try {
      const db = openStore(dataDir);
      await store(eventEnvelope({ id: 'c'.repeat(32) }), '2026-02-01T10:00:00.000Z', db);
      await db.destroy();
      const { stdout } = await promisify(execFile)(TSX, [CLI, 'list'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
      expect(
        stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).eventId),
      ).toEqual(['c'.repeat(32)]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

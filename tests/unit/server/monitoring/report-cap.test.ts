import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { reportTotals, saveReportWithinCap } from '../../../../src/server/monitoring/report-cap.ts';
import { dueReports, markForwarded, saveReport, type NewReport } from '../../../../src/server/monitoring/report-store.ts';
import { summarizeReport } from '../../../../src/server/monitoring/summarize-report.ts';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';
import { migrate, storeOn } from '../../../../src/server/store/open-store.ts';
import { bytes, eventEnvelope, eventEnvelopeWithoutId, sessionEnvelope } from './envelopes.ts';
import { openTestStore } from '../test-store.ts';

const RECEIVED = new Date('2026-02-01T10:00:00.000Z');

function report(text: string): NewReport {
  const raw = bytes(text);
  return { ...summarizeReport(parseEnvelope(raw)), raw, receivedAt: RECEIVED };
}

describe('saveReportWithinCap', () => {
  it('stores without pruning while the total stays within the cap', async () => {
    const store = await openTestStore();
    const first = report(eventEnvelope());
    const second = report(eventEnvelope());
    const cap = first.raw.byteLength + second.raw.byteLength;
    expect(await saveReportWithinCap(store, first, cap)).toBe(true);
    expect(await saveReportWithinCap(store, second, cap)).toBe(true);
    expect(await reportTotals(store)).toEqual({ storedBytes: cap, dropped: 0 });
  });

  it('prunes nothing for a repeat it does not store', async () => {
    const store = await openTestStore();
    const repeated = report(eventEnvelopeWithoutId());
    expect(await saveReportWithinCap(store, repeated, repeated.raw.byteLength)).toBe(true);
    expect(await saveReportWithinCap(store, repeated, repeated.raw.byteLength)).toBe(false);
    expect(await reportTotals(store)).toEqual({ storedBytes: repeated.raw.byteLength, dropped: 0 });
  });
});

describe('reportTotals', () => {
  it('follows every deletion, such as a forwarded session', async () => {
    const store = await openTestStore();
    await saveReport(store, report(sessionEnvelope()));
    const [session] = await dueReports(store, RECEIVED, 10);
    if (!session) throw new Error('The session was not stored.');
    await markForwarded(store, session, RECEIVED);
    expect(await reportTotals(store)).toEqual({ storedBytes: 0, dropped: 0 });
  });

  it('starts from the reports a store held before the cap existed', async () => {
    const older = new Database(':memory:');
    migrate(
      older,
      MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((sql) => sql.includes('report_totals')),
      ),
    );
    older.prepare("INSERT INTO reports (kind, received_at, raw, next_attempt_at) VALUES ('event', 'x', ?, 'x')").run(Buffer.from('12345'));
    migrate(older);
    expect(await reportTotals(storeOn(older))).toEqual({ storedBytes: 5, dropped: 0 });
  });
});

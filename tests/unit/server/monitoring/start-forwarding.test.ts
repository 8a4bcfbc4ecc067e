import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { saveReport } from '../../../../src/server/monitoring/report-store.ts';
import { startForwarding } from '../../../../src/server/monitoring/start-forwarding.ts';
import { summarizeReport } from '../../../../src/server/monitoring/summarize-report.ts';
import { bytes, eventEnvelope } from './envelopes.ts';
import { openTestStore } from '../test-store.ts';

const DSN = 'https://key@sentry.example.com/42';

describe('startForwarding', () => {
  it('forwards at start-up and on every tick until stopped', async () => {
    const store = await openTestStore();
    const send = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const storeOne = async () => {
      const raw = bytes(eventEnvelope({ dsn: DSN }));
      await saveReport(store, { ...summarizeReport(parseEnvelope(raw)), raw, receivedAt: new Date() });
    };
    await storeOne();
    const stop = startForwarding({ store, dsn: DSN, fetch: send, intervalMs: 10 });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    await storeOne();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));

    stop();
    await storeOne();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { saveReport } from '../../../../src/server/monitoring/report-store.ts';
import { startForwarding } from '../../../../src/server/monitoring/start-forwarding.ts';
import { summarizeReport } from '../../../../src/server/monitoring/summarize-report.ts';
import { openStore } from '../../../../src/server/store/open-store.ts';
import { bytes, eventEnvelope } from './envelopes.ts';

const DSN = 'https://key@sentry.example.com/42';

describe('startForwarding', () => {
  it('forwards at start-up and on every tick until stopped', async () => {
    const store = openStore(':memory:');
    const send = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const storeOne = () => {
      const raw = bytes(eventEnvelope({ dsn: DSN }));
      saveReport(store, { ...summarizeReport(parseEnvelope(raw)), raw, receivedAt: new Date() });
    };
    storeOne();
    const stop = startForwarding({ store, dsn: DSN, fetch: send, intervalMs: 10 });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    storeOne();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));

    stop();
    storeOne();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).toHaveBeenCalledTimes(2);
  });
});

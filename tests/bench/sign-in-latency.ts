// Sign-in latency (DESIGN §11): the median of 11 in-process sign-ins with the real scrypt cost,
// from the post to the answer with the session cookie — what a person waits for on top of the network.
import { performance } from 'node:perf_hooks';
import { SCRYPT_PARAMS } from '../../src/server/accounts/password-hash.ts';
import { createAccountsApp, PASSWORD } from '../unit/server/fixtures/accounts-app.ts';

const RUNS = 11;

const server = await createAccountsApp({ scrypt: SCRYPT_PARAMS });
await server.signUp('ada@example.org');

async function timed(email: string): Promise<number> {
  const started = performance.now();
  const response = await server.post('signin', { email, password: PASSWORD });
  const took = performance.now() - started;
  if (response.status !== (email === 'ada@example.org' ? 200 : 422)) throw new Error(`Unexpected ${response.status}`);
  return took;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < RUNS; i++) {
  known.push(await timed('ada@example.org'));
  // Another address each time, so the per-address limit does not cut the run short.
  server.client.address = `198.51.100.${i}`;
  unknown.push(await timed(`nobody${i}@example.org`));
}
const { N, r, p } = SCRYPT_PARAMS;
console.log(
  `sign-in latency (scrypt N=2^${Math.log2(N)}, r=${r}, p=${p}): median ${median(known).toFixed(0)} ms over ${RUNS} sign-ins; ` +
    `unknown email ${median(unknown).toFixed(0)} ms (the same work, so timing does not reveal accounts)`,
);

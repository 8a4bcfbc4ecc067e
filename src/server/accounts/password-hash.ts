import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The cost of one scrypt run: `N` (CPU and memory), `r` (block size), `p` (parallelism). */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * N = 2^15, r = 8, p = 1: 32 MiB and about 110–130 ms per hash on the 2-core machine this was
 * measured on — slow enough to make guessing expensive, fast enough for a sign-in. (OWASP's
 * password storage cheat sheet names N = 2^17 as its minimum; raise N here on faster hardware.
 * Stored hashes carry their own parameters, so older ones keep verifying after a change.)
 */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Hashes with a larger cost than this are refused rather than run (a tampered row must not hang the server). */
const MAX_N = 2 ** 20;

/** scrypt needs 128·N·r bytes; Node's default `maxmem` (32 MiB) is exactly N = 2^15, r = 8 and fails at the boundary. */
function maxmem({ N, r }: ScryptParams): number {
  return 128 * N * r * 2;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: maxmem(params) };
  // The async form runs on libuv's thread pool, so a sign-in never blocks other requests.
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A self-describing hash: `scrypt$N$r$p$<salt, base64>$<key, base64>`. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Object.values(params).every((value) => Number.isInteger(value) && value > 0) && params.N <= MAX_N && params.r <= 32 && params.p <= 16;
  if (!valid || (params.N & (params.N - 1)) !== 0) return null;
  const keyBytes = Buffer.from(key, 'base64');
  return keyBytes.length === 0 ? null : { params, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

/** Whether the password matches a stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

import { createHash, randomBytes } from 'node:crypto';

// The secrets the server hands out — session cookies, known devices, invite links, calendar
// links — are 32 random bytes in base64url (43 characters). The store keeps only their SHA-256,
// so a copy of it (a backup, a leaked file) acts as nobody; no salt or slow hash is needed, since
// a secret is 256 random bits, not something a person chose.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a value has a secret's shape: anything else is refused before the store is asked. */
export function isSecretToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** What the store keeps of a secret. */
export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

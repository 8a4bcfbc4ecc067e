import type { Context } from 'hono';
import type { z } from 'zod';
import type { ValidationErrorBody } from '../../shared/actions.ts';

/** A 422 answer (§7): one message per field, for the form to show beside that input. */
export function invalid(c: Context, errors: ValidationErrorBody['errors']) {
  return c.json({ errors } satisfies ValidationErrorBody, 422);
}

/** The first message of each invalid field: one thing to fix at a time, beside its input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Any other refusal: `{ error, message }`, the shape page data's errors have too. */
export function refuse(c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 429, error: string, message: string) {
  return c.json({ error, message }, status);
}

const minutes = (seconds: number) => {
  const whole = Math.ceil(seconds / 60);
  return whole === 1 ? '1 minute' : `${whole} minutes`;
};

/**
 * A 429 for a throttled action (attempt-throttle.ts): `Retry-After` in seconds, for the client
 * to say when to try again, and `{ error: 'too-many-attempts', message }`, the message naming
 * what there were too many of (`failed sign-ins`) and the minutes to wait.
 */
export function tooManyAttempts(c: Context, retryAfterSeconds: number, what: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  return refuse(c, 429, 'too-many-attempts', `Too many ${what}. Try again in ${minutes(retryAfterSeconds)}.`);
}

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
export function refuse(c: Context, status: 400 | 403 | 404 | 405 | 413 | 429, error: string, message: string) {
  return c.json({ error, message }, status);
}

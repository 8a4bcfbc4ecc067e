import type { Context } from 'hono';

export type JsonBody = { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly message: string };

/** The body as a JSON object; anything else (not JSON, an array, a number) is a malformed request, not a form error. */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, message: 'The body must be JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'The body must be a JSON object.' };
  return { ok: true, value: value as Record<string, unknown> };
}

import { z } from 'zod';
import { FIELD_MESSAGES } from '../../shared/field-messages.ts';

/** The zod fields several actions share, with the messages a form shows beside them. */

export { PASSWORD_MAX_LENGTH } from '../../shared/actions.ts';

export const EMAIL_FIELD = z
  .string({ error: FIELD_MESSAGES.enterEmail })
  .trim()
  .toLowerCase()
  .min(1, FIELD_MESSAGES.enterEmail)
  .max(254, FIELD_MESSAGES.emailTooLong)
  .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail }));

export const EVENT_ID_FIELD = z.string({ error: 'Name the event by its id.' }).min(1, 'Name the event by its id.').max(200, 'This event is not in the schedule.');

/** The outbox's key for this change: the server applies a key once per owner (§7). */
export const IDEMPOTENCY_KEY_FIELD = z
  .string({ error: 'Send an idempotency key (such as a UUID) with each change.' })
  .min(1, 'Send an idempotency key (such as a UUID) with each change.')
  .max(200, 'An idempotency key has at most 200 characters.');

export const CHANGED_AT_FIELD = z.iso.datetime({ offset: true, error: 'Give the time of the change as an ISO date and time, such as 2026-02-01T09:30:00Z.' }).optional();

export const UNKNOWN_EVENT_MESSAGE = 'This event is not in the schedule.';

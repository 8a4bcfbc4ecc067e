import type { Context } from 'hono';
import type { z } from 'zod';
import type { ViewerEnv } from '../accounts/load-viewer.ts';
import type { ScryptParams } from '../accounts/password-hash.ts';
import type { SchedulePublishing } from '../admin/schedule-publishing.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import type { Store } from '../store/open-store.ts';
import { fieldErrors, invalid } from './action-responses.ts';

/** What every action may use, resolved once when the routes are created. */
export interface ActionContext {
  readonly store: Store;
  readonly getIndex: () => ScheduleIndex;
  readonly scrypt: ScryptParams;
  readonly now: () => Date;
  /** The client's address as every per-address limit counts it (throttleKey: an IPv6 client's /64); null when unknown. */
  readonly clientAddress: (c: Context) => string | null;
  /** Swaps the schedule being served after a publish or roll back; null where the app has no holder for it. */
  readonly publishing: SchedulePublishing | null;
}

export type ActionRequest = Context<ViewerEnv>;

/** An action: takes the parsed JSON body, answers JSON. */
export interface Action {
  readonly run: (c: ActionRequest, input: unknown, context: ActionContext) => Promise<Response>;
  /**
   * Set for an action posted as a form (multipart/form-data) rather than JSON: its own body
   * limit, and `run` reads the form itself (its `input` is undefined).
   */
  readonly form?: FormActionOptions;
}

export interface FormActionOptions {
  readonly maxBodyBytes: number;
  /** The 413 for a body over the limit. */
  readonly tooLarge: (c: Context) => Response;
}

/** An action posted as multipart/form-data, with its own body limit: the handler reads the form. */
export function defineFormAction(form: FormActionOptions, handle: (c: ActionRequest, context: ActionContext) => Response | Promise<Response>): Action {
  return {
    form,
    async run(c, _input, context) {
      return handle(c, context);
    },
  };
}

/** Binds a body schema to its handler: a body that does not match answers 422 and never reaches it. */
export function defineAction<S extends z.ZodType>(schema: S, handle: (c: ActionRequest, body: z.output<S>, context: ActionContext) => Response | Promise<Response>): Action {
  return {
    async run(c, input, context) {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
      return handle(c, parsed.data, context);
    },
  };
}

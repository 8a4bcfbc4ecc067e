import type { Context } from 'hono';
import type { z } from 'zod';
import type { ViewerEnv } from '../accounts/load-viewer.ts';
import type { ScryptParams } from '../accounts/password-hash.ts';
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
}

export type ActionRequest = Context<ViewerEnv>;

/** An action: takes the parsed JSON body, answers JSON. */
export interface Action {
  readonly run: (c: ActionRequest, input: unknown, context: ActionContext) => Promise<Response>;
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

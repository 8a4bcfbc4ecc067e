import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_LIMIT_BYTES } from '../../shared/constants.ts';
import type { ActionName } from '../../shared/actions.ts';
import type { AccountsOptions } from '../accounts/accounts-options.ts';
import type { ViewerEnv } from '../accounts/load-viewer.ts';
import { SCRYPT_PARAMS } from '../accounts/password-hash.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { refuse } from './action-responses.ts';
import { socketAddress, throttleKey } from './client-address.ts';
import { calendarLinkAction } from './calendar-link-action.ts';
import { calendarLinkOffAction } from './calendar-link-off-action.ts';
import type { Action, ActionContext } from './define-action.ts';
import { limitDeviceWrites } from './device-write-throttle.ts';
import { feedbackAction } from './feedback-action.ts';
import { readJsonBody } from './read-json-body.ts';
import { requireSameOrigin } from './require-same-origin.ts';
import { decoyHash, signInAction } from './sign-in-action.ts';
import { signOutAction } from './sign-out-action.ts';
import { signUpAction } from './sign-up-action.ts';
import { starAction } from './star-action.ts';

export interface ActionRoutesOptions extends AccountsOptions {
  /** The schedule being served: star and feedback accept its event ids only. */
  readonly getIndex: () => ScheduleIndex;
}

const ACTIONS: Readonly<Record<ActionName, Action>> = {
  signup: signUpAction,
  signin: signInAction,
  signout: signOutAction,
  // Anyone can write these without an account: limited per device and address (device-write-throttle.ts).
  star: limitDeviceWrites(starAction),
  feedback: limitDeviceWrites(feedbackAction),
  'calendar-link': calendarLinkAction,
  'calendar-link-off': calendarLinkOffAction,
};

const isActionName = (name: string): name is ActionName => Object.hasOwn(ACTIONS, name);

const limitBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => refuse(c, 413, 'too-large', `An action's body may be at most ${BODY_LIMIT_BYTES} bytes.`),
});

/**
 * `POST /actions/<name>` (DESIGN §7), mounted at /actions, after the viewer middleware. Every
 * post is checked in this order: Origin (403), action name (404), body size (413), JSON (400),
 * for star and feedback from a signed-out device the device-write limit (429), body fields
 * (422), then the action's own rules. Every answer is JSON.
 */
export function createActionRoutes(options: ActionRoutesOptions): Hono<ViewerEnv> {
  // Every limit counts the throttleKey, whatever function finds the address (a test's, TRUST_PROXY's).
  const findAddress = options.clientAddress ?? socketAddress;
  const context: ActionContext = {
    store: options.store,
    getIndex: options.getIndex,
    scrypt: options.scrypt ?? SCRYPT_PARAMS,
    now: options.now ?? (() => new Date()),
    clientAddress: (c) => throttleKey(findAddress(c)),
  };
  // Hashed now, in the background, so the first sign-in for an unknown email is not the slow one.
  void decoyHash(context.scrypt);
  const routes = new Hono<ViewerEnv>();

  routes.post(
    '/:name',
    requireSameOrigin,
    async function requireKnownAction(c, next) {
      if (!isActionName(c.req.param('name'))) return refuse(c, 404, 'not-found', 'No such action.');
      await next();
    },
    limitBody,
    async function runAction(c) {
      const body = await readJsonBody(c);
      if (!body.ok) return refuse(c, 400, 'bad-json', body.message);
      return ACTIONS[c.req.param('name') as ActionName].run(c, body.value, context);
    },
  );

  routes.all('*', function notAnAction(c) {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (c.req.method === 'POST' || !isActionName(name)) return refuse(c, 404, 'not-found', 'No such action.');
    return c.json({ error: 'method-not-allowed', message: 'Actions are sent with POST.' }, 405, { Allow: 'POST' });
  });
  return routes;
}

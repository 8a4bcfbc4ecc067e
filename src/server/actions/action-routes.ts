import { Hono, type MiddlewareHandler } from 'hono';
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
import { reportGroupResolveAction } from './report-group-resolve-action.ts';
import { organizerOnly, type SchedulePublishing } from '../admin/schedule-publishing.ts';
import { scheduleCheckAction } from './schedule-check-action.ts';
import { schedulePublishAction } from './schedule-publish-action.ts';
import { scheduleRollbackAction } from './schedule-rollback-action.ts';

export interface ActionRoutesOptions extends AccountsOptions {
  /** The schedule being served: star and feedback accept its event ids only. */
  readonly getIndex: () => ScheduleIndex;
  /** Publishing schedules (`schedule-publish`, `schedule-rollback`); without it they answer 404. */
  readonly publishing?: SchedulePublishing | undefined;
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
  'report-group-resolve': reportGroupResolveAction,
  // Organizers only, checked before a byte of the (up to 20 MB) schedule is read.
  'schedule-check': organizerOnly(scheduleCheckAction),
  'schedule-publish': organizerOnly(schedulePublishAction),
  'schedule-rollback': organizerOnly(scheduleRollbackAction),
};

const isActionName = (name: string): name is ActionName => Object.hasOwn(ACTIONS, name);

const limitJsonBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => refuse(c, 413, 'too-large', `An action's body may be at most ${BODY_LIMIT_BYTES} bytes.`),
});

/** Each form action's own limit (a schedule file may be 20 MB); every JSON action keeps 1 MiB. */
const FORM_LIMITS = new Map(
  Object.entries(ACTIONS).flatMap(([name, action]) => (action.form ? [[name, bodyLimit({ maxSize: action.form.maxBodyBytes, onError: action.form.tooLarge })] as const] : [])),
);

const limitBody: MiddlewareHandler = async function limitBody(c, next) {
  return (FORM_LIMITS.get(c.req.param('name') ?? '') ?? limitJsonBody)(c, next);
};

/**
 * `POST /actions/<name>` (DESIGN §7), mounted at /actions, after the viewer middleware. Every
 * post is checked in this order: Origin (403), action name (404), body size (413: 1 MiB, a
 * form action's own limit for it), JSON (400; a form action reads its form itself),
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
    publishing: options.publishing ?? null,
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
      const action = ACTIONS[c.req.param('name') as ActionName];
      // A form action reads its own body.
      if (action.form) return action.run(c, undefined, context);
      const body = await readJsonBody(c);
      if (!body.ok) return refuse(c, 400, 'bad-json', body.message);
      return action.run(c, body.value, context);
    },
  );

  routes.all('*', function notAnAction(c) {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (c.req.method === 'POST' || !isActionName(name)) return refuse(c, 404, 'not-found', 'No such action.');
    return c.json({ error: 'method-not-allowed', message: 'Actions are sent with POST.' }, 405, { Allow: 'POST' });
  });
  return routes;
}

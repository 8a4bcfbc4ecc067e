import { EMAIL_FIELD } from '../actions/action-fields.ts';
import type { Store } from '../store/open-store.ts';
import { inviteOrganizer } from './invite-organizer.ts';
import { normalizeEmail } from './normalize-email.ts';
import { listUsersWithRole, setUserRole } from './user-store.ts';

/** What to print and the exit code: 0 done, 1 no such account (or one already there, for invite), 2 usage. */
export interface OrganizerCommandOutcome {
  readonly exitCode: 0 | 1 | 2;
  /** Lines for stdout. */
  readonly lines: readonly string[];
  /** A message for stderr. */
  readonly error?: string;
  /** A note for stderr beside a result on stdout, so `$(npm run -s organizer -- invite …)` is the link alone. */
  readonly note?: string;
}

export interface OrganizerCommandOptions {
  /** Opened only once the arguments are known to be right; the caller closes it. */
  readonly openStore: () => Promise<Store>;
  /** Scheme and host of invite links (inviteLinkOrigin). */
  readonly origin: () => string;
  readonly now?: () => Date;
}

const COMMANDS = ['add', 'invite', 'remove', 'list'];
const USAGE = 'Usage: organizer add EMAIL | organizer invite EMAIL | organizer remove EMAIL | organizer list';

function usage(why: string): OrganizerCommandOutcome {
  return { exitCode: 2, lines: [], error: `${why} ${USAGE}` };
}

async function invite(address: string, { openStore, origin, now = () => new Date() }: OrganizerCommandOptions): Promise<OrganizerCommandOutcome> {
  // The rule sign-up applies: an invite for an address it would refuse could never be used.
  const parsed = EMAIL_FIELD.safeParse(address);
  if (!parsed.success) return usage(`"${address}" is not an email address.`);
  const made = await inviteOrganizer(await openStore(), parsed.data, { origin: origin(), now: now() });
  if (!made.ok) return { exitCode: 1, lines: [], error: `${made.email} already has an account: make it an organizer with \`npm run organizer -- add ${made.email}\`.` };
  return {
    exitCode: 0,
    lines: [made.link],
    note: `The link makes ${made.email} an organizer at sign-up, once, until ${made.expiresAt.toISOString()}. An earlier invite for this email no longer works.`,
  };
}

/**
 * `add EMAIL` makes an existing account an organizer, `remove EMAIL` an attendee again, `list`
 * prints the organizers, `invite EMAIL` prints a one-time sign-up link that creates the account
 * as an organizer (§11). `add` needs the account to exist, so a typo never grants anything.
 */
export async function runOrganizerCommand(args: readonly string[], options: OrganizerCommandOptions): Promise<OrganizerCommandOutcome> {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    return { exitCode: 0, lines: await listUsersWithRole(await options.openStore(), 'organizer') };
  }
  if (command === 'invite' && rest.length === 1 && rest[0]) return invite(rest[0], options);
  if ((command === 'add' || command === 'remove') && rest.length === 1 && rest[0]) {
    const email = normalizeEmail(rest[0]);
    const role = command === 'add' ? 'organizer' : 'attendee';
    if (!(await setUserRole(await options.openStore(), email, role))) {
      return { exitCode: 1, lines: [], error: `No account has the email ${email}. It must sign up first, or be invited: \`npm run organizer -- invite ${email}\`.` };
    }
    return { exitCode: 0, lines: [`${email} is now ${role === 'organizer' ? 'an organizer' : 'an attendee'}.`] };
  }
  return usage(command === undefined ? 'No command given.' : COMMANDS.includes(command) ? `Wrong arguments for "${command}".` : `Unknown command "${command}".`);
}

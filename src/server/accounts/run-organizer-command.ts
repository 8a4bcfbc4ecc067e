import type { Store } from '../store/open-store.ts';
import { normalizeEmail } from './normalize-email.ts';
import { listUsersWithRole, setUserRole } from './user-store.ts';

/** What to print and the exit code: 0 done, 1 no such account, 2 usage. */
export interface OrganizerCommandOutcome {
  readonly exitCode: 0 | 1 | 2;
  /** Lines for stdout. */
  readonly lines: readonly string[];
  /** A message for stderr. */
  readonly error?: string;
}

const USAGE = 'Usage: organizer add EMAIL | organizer remove EMAIL | organizer list';

/**
 * `add EMAIL` makes an existing account an organizer, `remove EMAIL` an attendee again, `list`
 * prints the organizers. The account must exist: sign up first, so a typo never grants anything.
 * (An email in HALLWAY_ORGANIZERS is made an organizer again at its next sign-in.)
 */
export function runOrganizerCommand(args: readonly string[], openStore: () => Store): OrganizerCommandOutcome {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    return { exitCode: 0, lines: listUsersWithRole(openStore(), 'organizer') };
  }
  if ((command === 'add' || command === 'remove') && rest.length === 1 && rest[0]) {
    const email = normalizeEmail(rest[0]);
    const role = command === 'add' ? 'organizer' : 'attendee';
    if (!setUserRole(openStore(), email, role)) {
      return { exitCode: 1, lines: [], error: `No account has the email ${email}. It must sign up first.` };
    }
    return { exitCode: 0, lines: [`${email} is now ${role === 'organizer' ? 'an organizer' : 'an attendee'}.`] };
  }
  const why = command === undefined ? 'No command given.' : ['add', 'remove', 'list'].includes(command) ? `Wrong arguments for "${command}".` : `Unknown command "${command}".`;
  return { exitCode: 2, lines: [], error: `${why} ${USAGE}` };
}

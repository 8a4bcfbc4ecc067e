import { ScriptedForm } from '../../components/needs-javascript.tsx';
import type { AccountData } from '../../shared/actions.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { usePendingChanges } from '../../runtime/actions/pending-changes.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useOnline } from '../../runtime/pwa/network-status.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useLocale, useMessages } from '../../runtime/router/use-messages.ts';
import { actionErrorText } from './action-error-text.ts';
import { CalendarSubscription } from './calendar-subscription.tsx';
import { rememberSignedIn } from '../../runtime/session/signed-in.ts';
import { signedInChanged } from '../../runtime/session/sign-in-hooks.ts';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import '../../components/forms.css';
import '../../components/schedule.css';

/**
 * The signed-in account (§3, §11): who, which role, whether this device's changes have synced,
 * the calendar subscription, sign out.
 */
export default function AccountScreen() {
  const { data } = usePageData<AccountData>();
  const { account: text, forms } = useScreenMessages();
  const { appError } = useMessages();
  const locale = useLocale();
  const online = useOnline();
  const waiting = usePendingChanges();
  // The server answers with Action-Redirect `/` and drops the account's page data (Action-Revalidate).
  const { run, pending, error } = useAction('signout');
  useAccountTitle(text.heading);
  const starred = data.stars.filter((star) => star.starred).length;

  const signOut = async () => {
    // Said before the redirect lands, so the header already reads "Sign in" on the next screen.
    rememberSignedIn(false);
    if (await run({})) await signedInChanged(false);
    else rememberSignedIn(true);
  };

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <dl className="fact-list">
        <dt>{text.email}</dt>
        <dd>{data.email}</dd>
        <dt>{text.role}</dt>
        <dd>{data.role === 'organizer' ? text.organizer : text.attendee}</dd>
      </dl>

      <section className="screen-section" aria-labelledby="account-sync">
        <h2 id="account-sync">{text.sync}</h2>
        <p>
          {text.starred(starred)} {text.syncAcross}
        </p>
        <p role="status">{waiting > 0 ? text.waiting(waiting) : online ? text.allSynced : null}</p>
        {!online && <p className="form-note">{text.offline}</p>}
      </section>

      {/* Absent from an answer of a server older than the subscription: off. */}
      <CalendarSubscription link={data.calendar ?? null} />

      {data.role === 'organizer' && (
        <p>
          <Link href="/admin">{text.organizerTools}</Link>
        </p>
      )}

      <ScriptedForm
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void signOut();
        }}
      >
        {!online && error?.code !== 'network' && <p className="form-note">{text.signOutNeedsNetwork}</p>}
        {error && (
          <p className="form-error" role="alert">
            {actionErrorText(error, { forms, appError, locale, needsNetwork: text.signOutNeedsNetwork })}
          </p>
        )}
        <button type="submit" disabled={pending}>
          {pending ? text.signingOut : text.signOut}
        </button>
      </ScriptedForm>
    </>
  );
}

import { useSearch } from 'wouter';
import { returnPath } from '../../shared/return-path.ts';
import { Link } from '../../runtime/router/link.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

/**
 * Create an account (§11): an attendee's, or an organizer's when opened from the link that
 * `npm run organizer -- invite EMAIL` prints (`?invite=<token>&email=<email>`): the email is
 * filled in and the token sent along; the server alone decides whether it makes an organizer.
 */
export default function SignUpScreen() {
  const { signUp: text } = useScreenMessages();
  const query = new URLSearchParams(useSearch());
  const next = returnPath(query.get('next'));
  const invite = query.get('invite') || null;
  useAccountTitle(text.heading);
  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {invite && <p>{text.organizerInvite}</p>}
      <p>{text.intro}</p>
      <CredentialsForm action="signup" texts={text} returnTo={next} initialEmail={query.get('email') ?? ''} invite={invite} />
      <p className="form-switch">
        {text.haveAccount} <Link href={next ? `/signin?next=${encodeURIComponent(next)}` : '/signin'}>{text.signIn}</Link>
      </p>
    </>
  );
}

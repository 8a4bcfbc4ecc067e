import { useSearch } from 'wouter';
import { returnPath } from '../../shared/return-path.ts';
import { Link } from '../../runtime/router/link.tsx';
import { CredentialsForm } from '../../components/credentials-form.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

/** Create an account (§11): an attendee's, or an organizer's when HALLWAY_ORGANIZERS names the email. */
export default function SignUpScreen() {
  const { signUp: text } = useScreenMessages();
  const next = returnPath(new URLSearchParams(useSearch()).get('next'));
  useAccountTitle(text.heading);
  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p>{text.intro}</p>
      <CredentialsForm action="signup" texts={text} returnTo={next} />
      <p className="form-switch">
        {text.haveAccount} <Link href={next ? `/signin?next=${encodeURIComponent(next)}` : '/signin'}>{text.signIn}</Link>
      </p>
    </>
  );
}

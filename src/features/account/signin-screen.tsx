import { useSearch } from 'wouter';
import { returnPath } from '../../shared/return-path.ts';
import { Link } from '../../runtime/router/link.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

/**
 * Sign in with email and password (§11). `?next=<path>` (the 401 fallback's link) leads back to
 * the page that asked, once signed in; anything but a same-origin app path is ignored.
 */
export default function SignInScreen() {
  const { signIn: text } = useScreenMessages();
  const next = returnPath(new URLSearchParams(useSearch()).get('next'));
  useAccountTitle(text.heading);
  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p>{text.intro}</p>
      <CredentialsForm action="signin" texts={text} returnTo={next} />
      <p className="form-switch">
        {text.noAccount} <Link href={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}>{text.signUp}</Link>
      </p>
    </>
  );
}

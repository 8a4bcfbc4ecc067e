import { useEffect } from 'react';
import { Link } from '../../runtime/router/link.tsx';
import { useMessages } from '../../runtime/router/use-messages.ts';
import { useRouterState } from '../../runtime/router/router-state.ts';
import { rememberSignedIn, wasSignedIn } from '../../runtime/session/signed-in.ts';
import { useAsRendered } from '../../runtime/render/as-rendered.tsx';

/**
 * The header's "Account" link, or "Sign in" when signed out. What the router has just learnt
 * beats what was remembered: a protected screen or a 403 means signed in, a 401 means not.
 */
export function AccountLink() {
  const { committed } = useRouterState();
  const messages = useMessages();
  const view = committed?.view;
  const learnt = view?.kind === 'fallback' ? (view.status === 401 ? false : view.status === 403 || null) : view?.kind === 'screen' && view.route.access !== 'public' ? true : null;
  useEffect(() => {
    if (learnt !== null) rememberSignedIn(learnt);
  }, [learnt]);
  // The hint is the device's (storage): a server render, and the hydration of its markup, know none.
  const asRendered = useAsRendered();
  const signedIn = learnt ?? (!asRendered && wasSignedIn());
  // No prefetch of private page data on sight: that would be a request on every page.
  return (
    <Link href={signedIn ? '/account' : '/signin'} prefetch={!signedIn}>
      {signedIn ? messages.chrome.account : messages.fallback.signIn}
    </Link>
  );
}

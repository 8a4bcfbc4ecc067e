import { AccountLink } from '../features/account/account-link.tsx';
import { OfflineReadiness } from '../features/schedule/offline-readiness.tsx';
import { MoreScreen } from '../features/preferences/more-screen.tsx';

/** The More screen with the account link and the offline storage piece of their capabilities. */
export default function MoreScreenWithParts() {
  return <MoreScreen account={<AccountLink />} storage={<OfflineReadiness />} />;
}

import { useEffect, useState } from 'react';
import { isInstalled, promptInstall, useCanInstall } from '../../runtime/pwa/install-offer.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

type Situation = 'installed' | 'ios' | 'other';

function situation(): Situation {
  if (isInstalled()) return 'installed';
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1) ? 'ios' : 'other';
}

/** An Install button where the browser offers it (§12); on iOS, how to add the app by hand. */
export function InstallApp() {
  const { more } = useScreenMessages();
  const canInstall = useCanInstall();
  // Known only in the browser: read after the first render, which shows the neutral text.
  const [where, setWhere] = useState<Situation>('other');
  useEffect(() => setWhere(situation()), []);
  return (
    <section className="screen-section" aria-labelledby="install-heading">
      <h2 id="install-heading">{more.install}</h2>
      {where === 'installed' ? (
        <p>{more.installed}</p>
      ) : canInstall ? (
        <button type="button" onClick={() => void promptInstall()}>
          {more.installButton}
        </button>
      ) : (
        <p>{where === 'ios' ? more.installIos : more.installMenu}</p>
      )}
    </section>
  );
}

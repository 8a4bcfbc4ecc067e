import { useEffect, useState } from 'react';
import { installSituation, promptInstall, useCanInstall, type InstallSituation } from '../../runtime/pwa/install-offer.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

/** An Install button where the browser offers it (§12); on iOS, how to add the app by hand. */
export function InstallApp() {
  const { more } = useScreenMessages();
  const canInstall = useCanInstall();
  // Known only in the browser: read after the first render, which shows the neutral text.
  const [where, setWhere] = useState<InstallSituation>('other');
  useEffect(() => setWhere(installSituation()), []);
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
        <p>{where === 'ios-safari' ? more.installIos : more.installMenu}</p>
      )}
    </section>
  );
}

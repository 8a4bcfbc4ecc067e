import { useEffect, useId, useState } from 'react';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { endInstallSuggestion, installSituation, maySuggestInstall, promptInstall, useCanInstall, type InstallSituation } from '../../runtime/pwa/install-offer.ts';
import './install-suggestion.css';

/**
 * The one-time install suggestion on the home screen (§12), from the second visit: an Install
 * button where the browser offers to install, the Share → Add to Home Screen hint on iOS Safari,
 * nothing when installed. Install or Not now ends it for good. It floats above the navigation, so
 * nothing on the screen moves when it comes or goes.
 */
export default function InstallSuggestion() {
  const { more } = useScreenMessages();
  const canInstall = useCanInstall();
  const headingId = useId();
  // Known only in the browser: read after the first render.
  const [state, setState] = useState<{ readonly open: boolean; readonly where: InstallSituation }>({ open: false, where: 'other' });
  useEffect(() => setState({ open: maySuggestInstall(), where: installSituation() }), []);

  const end = () => {
    endInstallSuggestion();
    setState((before) => ({ ...before, open: false }));
  };
  if (!state.open || state.where === 'installed' || (state.where === 'other' && !canInstall)) return null;
  const ios = state.where === 'ios-safari';
  return (
    <aside className="install-suggestion" aria-labelledby={headingId}>
      <p id={headingId} className="install-suggestion-title">
        {more.suggestTitle}
      </p>
      <p>{ios ? more.installIos : more.suggestText}</p>
      <p className="install-suggestion-actions">
        {!ios && (
          <button
            type="button"
            onClick={() => {
              end();
              void promptInstall();
            }}
          >
            {more.installButton}
          </button>
        )}
        <button type="button" className="install-suggestion-dismiss" onClick={end}>
          {ios ? more.gotIt : more.notNow}
        </button>
      </p>
    </aside>
  );
}

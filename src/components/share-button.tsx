import { useEffect, useId, useState } from 'react';
import { shareLink, type ShareOutcome } from '../runtime/share/share-link.ts';
import { useAsRendered } from '../runtime/render/as-rendered.tsx';
import './forms.css';
import './share-button.css';

/** How long "Link copied" stays. */
const CONFIRMATION_MS = 4000;

export interface ShareButtonProps {
  /** What the share sheet calls the link. */
  readonly title: string;
  /** The path to share (with its locale prefix and any fragment); this origin is put before it at the press. */
  readonly path: () => string;
  readonly label: string;
  readonly copied: string;
  /** Said when neither the share sheet nor the clipboard could be used: the link is then shown to copy by hand. */
  readonly copyByHand: string;
}

/**
 * Share: the system's share sheet where there is one, else the link copied with a visible
 * "Link copied"; when neither works, the link in a field to copy by hand.
 */
export function ShareButton({ title, path, label, copied, copyByHand }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<{ readonly kind: ShareOutcome; readonly url: string } | null>(null);
  const fieldId = useId();
  const asRendered = useAsRendered();
  useEffect(() => {
    if (outcome?.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = new URL(path(), window.location.origin).href;
    setOutcome({ kind: await shareLink({ title, url }), url });
  };

  return (
    <span className="share">
      <button type="button" className="share-button" disabled={asRendered} onClick={() => void share()}>
        <span aria-hidden="true">↗</span> {label}
      </button>
      <span role="status" className="share-status">
        {outcome?.kind === 'copied' ? copied : ''}
      </span>
      {outcome?.kind === 'failed' && (
        <span className="share-by-hand form-field">
          <label htmlFor={fieldId}>{copyByHand}</label>
          <input id={fieldId} type="text" readOnly value={outcome.url} onFocus={(event) => event.currentTarget.select()} />
        </span>
      )}
    </span>
  );
}

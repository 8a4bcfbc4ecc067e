import { useEffect, useId, useRef, useState } from 'react';
import type { AccountData, CalendarLinkResult } from '../../shared/actions.ts';
import type { ActionError } from '../../runtime/actions/action-error.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { useOnline } from '../../runtime/pwa/network-status.ts';
import { useLocale, useMessages } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { actionErrorText } from './action-error-text.ts';
import { oneSpacing } from '../../components/format-time.ts';
import { useDeviceTimeZone } from '../../runtime/clock/time-display.ts';
import '../../components/forms.css';
import './calendar-subscription.css';

export interface CalendarSubscriptionProps {
  /** The account's subscription as its page data says: on since when, or off. */
  readonly link: AccountData['calendar'];
}

type Notice = 'copied' | 'copy-failed' | 'turned-off' | null;

/**
 * The URL to show: the one this screen just made, unless the page data names a newer link (made
 * on another device). Page data that has not caught up (its refetch after the action is late or
 * failed) names none or an older one: the URL stays, since it is told only this once.
 */
function shownUrl(link: AccountData['calendar'], made: CalendarLinkResult | null): string | null {
  if (made === null) return null;
  return link === null || link.createdAt <= made.createdAt ? made.url : null;
}

/**
 * The calendar subscription (§3 `/calendar/<secret>.ics`): make a link, copy it, replace it, turn
 * it off. The server keeps only a hash of the link's secret, so the link is shown once, in the
 * answer to making it, and lives in this component's state only: nothing of it stays on the
 * device. Both actions need the network and say so.
 */
export function CalendarSubscription({ link }: CalendarSubscriptionProps) {
  const { calendar: text, forms } = useScreenMessages();
  const { appError } = useMessages();
  const locale = useLocale();
  const online = useOnline();
  const make = useAction('calendar-link');
  const turnOff = useAction('calendar-link-off');
  const [made, setMade] = useState<CalendarLinkResult | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const field = useRef<HTMLInputElement>(null);
  const makeButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const url = shownUrl(link, made);
  const on = url !== null || link !== null;
  const pending = make.pending || turnOff.pending;
  const error: ActionError | null = make.error ?? turnOff.error;

  // A new link takes focus, so the keyboard can copy it at once and a screen reader reads it.
  useEffect(() => {
    if (made) field.current?.focus();
  }, [made]);
  // Turned off, the button that had focus is gone: the one that makes a link takes it.
  useEffect(() => {
    if (notice === 'turned-off') makeButton.current?.focus();
  }, [notice]);

  const makeLink = async () => {
    turnOff.reset();
    setNotice(null);
    const result = await make.run({});
    if (result) setMade(result.data as CalendarLinkResult);
  };

  const turnLinkOff = async () => {
    make.reset();
    setNotice(null);
    if (!(await turnOff.run({}))) return;
    setMade(null);
    setNotice('turned-off');
  };

  const copy = async () => {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is ready to copy by hand.
      field.current?.select();
      setNotice('copy-failed');
    }
  };

  // In this device's zone, said; a server render knows no device and says UTC until the app runs.
  const timeZone = useDeviceTimeZone() ?? 'UTC';
  const since = link
    ? oneSpacing(
        new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(
          new Date(link.createdAt),
        ),
      )
    : '';
  const noticeText = notice === 'copied' ? text.copied : notice === 'copy-failed' ? text.copyFailed : notice === 'turned-off' ? text.turnedOff : null;

  return (
    <section className="screen-section calendar-subscription" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <p>{text.intro}</p>
      <p>{text.privacy}</p>
      {url !== null ? (
        <div className="form-field">
          <label htmlFor={`${id}-link`}>{text.link}</label>
          <div className="calendar-link-row">
            <input
              ref={field}
              id={`${id}-link`}
              type="text"
              readOnly
              value={url}
              aria-describedby={`${id}-once`}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" onClick={() => void copy()}>
              {text.copy}
            </button>
          </div>
          <p id={`${id}-once`} className="field-hint">
            {text.shownOnce}
          </p>
        </div>
      ) : (
        <p>{link ? text.on(since) : text.off}</p>
      )}
      <p className="calendar-notice" aria-live="polite">
        {noticeText}
      </p>
      {!online && error?.code !== 'network' && <p className="form-note">{text.needsNetwork}</p>}
      {error && (
        <p className="form-error" role="alert">
          {actionErrorText(error, { forms, appError, locale, needsNetwork: text.needsNetwork })}
        </p>
      )}
      <div className="calendar-actions">
        <button ref={makeButton} type="button" disabled={pending} onClick={() => void makeLink()}>
          {make.pending ? text.creating : on ? text.newLink : text.create}
        </button>
        {on && (
          <button type="button" className="calendar-turn-off" disabled={pending} onClick={() => void turnLinkOff()}>
            {turnOff.pending ? text.turningOff : text.turnOff}
          </button>
        )}
      </div>
      {on && <p className="field-hint">{text.replaceNote}</p>}
    </section>
  );
}

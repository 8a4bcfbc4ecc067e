import { ScriptedForm } from '../../components/needs-javascript.tsx';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../shared/actions.ts';
import { localizePath } from '../../shared/locales.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { useOnline } from '../../runtime/pwa/network-status.ts';
import { useRouter } from '../../runtime/router/router-context.ts';
import { useLocale, useMessages } from '../../runtime/router/use-messages.ts';
import { formErrorMessage, translateFieldErrors } from './action-error-text.ts';
import { now } from '../../runtime/clock/clock.ts';
import { signedInChanged } from '../../runtime/session/sign-in-hooks.ts';
import { useDeviceId } from './use-device-id.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import '../../components/forms.css';
import { checkCredentials, FIELDS, type FieldErrors, type Field, type Values } from './check-credentials.ts';

const EMPTY: Values = { email: '', password: '' };

export interface CredentialsFormProps {
  /** Sign-up asks for a new password (`new-password`, the length rule shown and checked). */
  readonly action: 'signin' | 'signup';
  readonly texts: { readonly submit: string; readonly pending: string; readonly needsNetwork: string };
  /** Where to go once signed in, instead of the server's `/account` (a safe app path, see return-path.ts). */
  readonly returnTo?: string | null;
  /** What the email field starts with (an invite link's `?email=`). */
  readonly initialEmail?: string;
  /** Sign-up only: an organizer invite's token, sent with the form (§11). */
  readonly invite?: string | null;
}

/**
 * Email and password, posted as `signin` or `signup` (§7, §11). What the user typed is never
 * cleared on error; each field's error is shown beside it until that field is edited, and focus
 * moves to the first invalid field or to the form's message. Both need the network, and say so
 * before trying (known offline) and after (no answer).
 */
export function CredentialsForm({ action, texts, returnTo = null, initialEmail = '', invite = null }: CredentialsFormProps) {
  const { forms } = useScreenMessages();
  const { appError } = useMessages();
  const locale = useLocale();
  const router = useRouter();
  const online = useOnline();
  const device = useDeviceId();
  const { run, pending, error, reset } = useAction(action, device ? { deviceId: device } : {});
  const [values, setValues] = useState<Values>({ ...EMPTY, email: initialEmail });
  // What the last attempt sent, and what the form itself found wrong with it before sending.
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const [checked, setChecked] = useState<FieldErrors>({});
  // An attempt made before the device id was read: sent as soon as it is.
  const [queued, setQueued] = useState<Values | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const busy = pending || queued !== null;
  const isSignUp = action === 'signup';

  // The server says it in English (§7); a text the screen knows is shown in its language.
  const serverFields: FieldErrors = error?.code === 'invalid' ? translateFieldErrors(error.fieldErrors, FIELDS, forms.fieldMessages) : {};
  const fieldError = (field: Field): string | undefined =>
    // An error is about what was sent: once the field is edited, it no longer applies.
    submitted !== null && values[field] === submitted[field] ? (checked[field] ?? serverFields[field]) : undefined;

  // When this error arrived (a 429's end is said as a clock time): read again for each new error.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const receivedAt = useMemo(() => now(), [error]);
  const message = formErrorMessage(error, FIELDS, { forms, appError, locale, needsNetwork: texts.needsNetwork, receivedAt });

  // A failed check or a new error answer puts focus where the user has to act: the first invalid
  // field (its message is its description), else the form's message. Layout effects: the focus
  // moves in the same commit as the message appears, never a frame later.
  useLayoutEffect(() => {
    const first = FIELDS.find((field) => checked[field] !== undefined);
    if (first) inputs.current[first]?.focus();
  }, [checked]);
  useLayoutEffect(() => {
    if (!error) return;
    const first = error.code === 'invalid' ? FIELDS.find((field) => error.fieldErrors[field] !== undefined) : undefined;
    if (first) inputs.current[first]?.focus();
    else alertRef.current?.focus();
  }, [error]);

  const send = async (body: Values) => {
    const result = await run(isSignUp && invite !== null ? { ...body, invite } : body);
    if (!result) return;
    // Remembered at once; what keeps data on the device joins it with the account's in the background.
    void signedInChanged(true);
    // The server sent the app to /account; a sign-in that began on another protected page returns there.
    if (returnTo && returnTo !== '/account') router.navigate(localizePath(returnTo, locale), { replace: true });
  };

  useEffect(() => {
    if (queued === null || device === null) return;
    setQueued(null);
    // This render's `send`: its action carries the device id just read.
    void send(queued);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, device]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkCredentials(values, isSignUp, forms);
    setSubmitted(values);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      // The last answer's message is about an earlier attempt, not this one.
      reset();
      return;
    }
    if (device === null) setQueued(values);
    else void send(values);
  };

  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const emailError = fieldError('email');
  const passwordError = fieldError('password');
  const networkFailed = error?.code === 'network';

  return (
    <ScriptedForm className="account-form" noValidate onSubmit={onSubmit}>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>{forms.email}</label>
        <input
          ref={(element) => {
            inputs.current.email = element;
          }}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy(emailError !== undefined && `${id}-email-error`)}
          onChange={(event) => setValues((now) => ({ ...now, email: event.target.value }))}
        />
        {emailError && (
          <p id={`${id}-email-error`} className="field-error">
            {emailError}
          </p>
        )}
      </div>

      <div className="form-field">
        <label htmlFor={`${id}-password`}>{forms.password}</label>
        {isSignUp && (
          <p id={`${id}-password-rule`} className="field-hint">
            {forms.passwordRule(PASSWORD_MIN_LENGTH)}
          </p>
        )}
        <input
          ref={(element) => {
            inputs.current.password = element;
          }}
          id={`${id}-password`}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={isSignUp ? PASSWORD_MIN_LENGTH : undefined}
          value={values.password}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(isSignUp && `${id}-password-rule`, passwordError !== undefined && `${id}-password-error`)}
          onChange={(event) => setValues((now) => ({ ...now, password: event.target.value }))}
        />
        {passwordError && (
          <p id={`${id}-password-error`} className="field-error">
            {passwordError}
          </p>
        )}
        <label className="show-password">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          {forms.showPassword}
        </label>
      </div>

      {!online && !networkFailed && <p className="form-note">{texts.needsNetwork}</p>}
      {message && (
        <p ref={alertRef} className="form-error" role="alert" tabIndex={-1}>
          {message}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? texts.pending : texts.submit}
      </button>
    </ScriptedForm>
  );
}

import type { FormHTMLAttributes, ReactNode } from 'react';
import { useAsRendered } from '../runtime/render/as-rendered.tsx';
import { useScreenMessages } from './use-screen-messages.ts';
import './forms.css';

/** Says, only where JavaScript is off, that what stands beside it needs it. */
export function NeedsJavaScript({ text }: { readonly text: string }) {
  return (
    <noscript>
      <p className="needs-javascript">{text}</p>
    </noscript>
  );
}

/**
 * A form of the app: its fields and buttons are disabled until the app runs (in a server render
 * and while the browser takes the markup over), so nothing typed or pressed before then is lost
 * or sent as a plain page request (a password in a URL); without JavaScript it says it needs it.
 */
export function ScriptedForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement> & { readonly children: ReactNode }) {
  const asRendered = useAsRendered();
  const { common } = useScreenMessages();
  return (
    <form {...props}>
      <NeedsJavaScript text={common.formNeedsJavaScript} />
      <fieldset className="form-fieldset" disabled={asRendered}>
        {children}
      </fieldset>
    </form>
  );
}

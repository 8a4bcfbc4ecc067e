import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useAccountTitle } from '../../components/use-account-title.ts';

/** Placeholder until this section's screen lands. */
export default function Screen() {
  const { admin: text } = useScreenMessages();
  useAccountTitle(text.heading);
  return <h1 tabIndex={-1}>{text.heading}</h1>;
}

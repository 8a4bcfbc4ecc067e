import { THEME_CHOICES, setTheme, useTheme, type ThemeChoice } from '../../runtime/theme/theme-choice.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Light, Dark or like the system: applied at once and kept on the device. */
export function ThemeChoiceGroup() {
  const { more } = useScreenMessages();
  const label: Record<ThemeChoice, string> = { system: more.themeSystem, light: more.themeLight, dark: more.themeDark };
  return <ChoiceGroup legend={more.theme} name="theme" choices={THEME_CHOICES.map((value) => ({ value, label: label[value] }))} value={useTheme()} onChange={setTheme} />;
}

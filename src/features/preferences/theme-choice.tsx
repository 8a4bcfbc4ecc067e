import { THEME_CHOICES, setTheme, useTheme, type ThemeChoice } from '../../runtime/theme/theme-choice.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

/** Light, Dark or like the system: a radio group that applies the choice at once and keeps it on the device. */
export function ThemeChoiceGroup() {
  const { more } = useScreenMessages();
  const current = useTheme();
  const label: Record<ThemeChoice, string> = { system: more.themeSystem, light: more.themeLight, dark: more.themeDark };
  return (
    <fieldset className="choice-group">
      <legend>{more.theme}</legend>
      {THEME_CHOICES.map((choice) => (
        <label key={choice} className="choice">
          <input type="radio" name="theme" value={choice} checked={current === choice} onChange={() => setTheme(choice)} />
          {label[choice]}
        </label>
      ))}
    </fieldset>
  );
}

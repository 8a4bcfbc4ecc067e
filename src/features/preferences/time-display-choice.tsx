import { TIME_DISPLAYS, setTimeDisplay, useDeviceTimeZone, useTimeDisplay } from '../../runtime/clock/time-display.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

/** Conference time or this device's: a radio group that applies the choice on every screen at once and keeps it. */
export function TimeDisplayChoiceGroup() {
  const { more } = useScreenMessages();
  const current = useTimeDisplay();
  const deviceZone = useDeviceTimeZone();
  const label = { conference: more.timeConference, device: more.timeDevice(deviceZone) };
  return (
    <fieldset className="choice-group">
      <legend>{more.timeDisplay}</legend>
      {TIME_DISPLAYS.map((choice) => (
        <label key={choice} className="choice">
          <input type="radio" name="time-display" value={choice} checked={current === choice} onChange={() => setTimeDisplay(choice)} />
          {label[choice]}
        </label>
      ))}
    </fieldset>
  );
}

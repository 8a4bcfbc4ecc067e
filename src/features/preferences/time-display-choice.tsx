import { TIME_DISPLAYS, setTimeDisplay, useDeviceTimeZone, useTimeDisplay, type TimeDisplay } from '../../runtime/clock/time-display.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Conference time or this device's: applied on every screen at once and kept on the device. */
export function TimeDisplayChoiceGroup() {
  const { more } = useScreenMessages();
  const label: Record<TimeDisplay, string> = { conference: more.timeConference, device: more.timeDevice(useDeviceTimeZone()) };
  return (
    <ChoiceGroup
      legend={more.timeDisplay}
      name="time-display"
      choices={TIME_DISPLAYS.map((value) => ({ value, label: label[value] }))}
      value={useTimeDisplay()}
      onChange={setTimeDisplay}
    />
  );
}

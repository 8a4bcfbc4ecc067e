import { useDisplayZone } from './use-display-zone.ts';
import { useScreenMessages } from './use-screen-messages.ts';

/** Which zone the times of the screen are in: the conference's, or this device's when chosen on More. */
export function TimeZoneNote({ timeZone }: { readonly timeZone: string }) {
  const { common } = useScreenMessages();
  const zone = useDisplayZone(timeZone);
  return <p className="time-zone-note">{zone.device ? common.deviceTimeZoneNote(zone.timeZone) : common.timeZoneNote(timeZone)}</p>;
}

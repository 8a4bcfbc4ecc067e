import { useDeviceTimeZone, useTimeDisplay } from '../runtime/clock/time-display.ts';

export interface DisplayZone {
  /** The zone times are shown in. */
  readonly timeZone: string;
  /** Shown in this device's zone rather than the conference's. */
  readonly device: boolean;
  /** The device and the conference are in different zones: each time says its zone (`GMT+1`). */
  readonly labelled: boolean;
}

/**
 * The zone every time on screen is shown in: the conference's (the default) or this device's, as
 * chosen on More. Where the two zones differ, times carry their abbreviation either way, so no
 * time can be read in the wrong zone. In a server render: the conference's, unlabelled.
 */
export function useDisplayZone(conferenceZone: string): DisplayZone {
  const choice = useTimeDisplay();
  const deviceZone = useDeviceTimeZone();
  const device = choice === 'device' && deviceZone !== null;
  return {
    timeZone: device ? deviceZone : conferenceZone,
    device,
    labelled: deviceZone !== null && deviceZone !== conferenceZone,
  };
}

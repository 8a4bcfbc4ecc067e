import { customProperties } from './custom-properties.ts';
import './schedule.css';

export interface TrackSwatchProps {
  readonly color: string | null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A track's colour as a small square beside its name. Decorative: the name always carries the
 * meaning, so it is hidden from assistive technology. A missing or odd colour leaves a neutral square.
 */
export function TrackSwatch({ color }: TrackSwatchProps) {
  return <span className="track-swatch" aria-hidden="true" ref={customProperties({ '--track-color': color && HEX_COLOR.test(color) ? color : null })} />;
}

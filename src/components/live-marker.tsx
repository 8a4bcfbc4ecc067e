import './live-marker.css';

/** The word that marks an event running now, as text with a dot, never colour alone. */
export function LiveMarker({ label }: { readonly label: string }) {
  return <strong className="live-marker">{label}</strong>;
}

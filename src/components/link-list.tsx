import { Link } from '../runtime/router/link.tsx';
import { TrackSwatch } from './track-swatch.tsx';
import './schedule.css';

export interface LinkListItem {
  /** An app path without locale prefix. */
  readonly href: string;
  readonly label: string;
  /** Shown after the link, e.g. `12 events`. */
  readonly detail?: string;
  /** A track's colour: a swatch is shown when this is given, even as null. */
  readonly trackColor?: string | null;
}

export interface LinkListProps {
  readonly items: readonly LinkListItem[];
}

/** A list of links to schedule pages (days, tracks, rooms, speakers), each with an optional count. */
export function LinkList({ items }: LinkListProps) {
  return (
    <ul className="link-list">
      {items.map((item) => (
        <li key={item.href}>
          {item.trackColor !== undefined && <TrackSwatch color={item.trackColor} />}
          <Link href={item.href}>{item.label}</Link>
          {item.detail && <span className="link-list-detail">{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

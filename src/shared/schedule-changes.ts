import type { ConferenceInfo } from './page-data.ts';

/**
 * What changed between two schedule versions: the organizers' preview before Publish
 * (`/admin/schedule`) and attendees' What changed (`/changes/:since`) read the same shape.
 */

/** Where and when an event takes place: what "moved" compares. */
export interface EventPlace {
  readonly start: string;
  readonly end: string;
  /** The conference day (ISO date), which may differ from the start's calendar date past midnight. */
  readonly day: string;
  readonly room: string;
}

/** The kinds of change, in the order they are shown. */
export const CHANGE_KINDS = ['moved', 'cancelled', 'new', 'removed', 'changed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The fields "changed" looks at, besides time and room (moved) and cancellation. */
export type ChangedField = 'title' | 'subtitle' | 'speakers' | 'track' | 'language' | 'type' | 'abstract' | 'description' | 'links' | 'reinstated';

export interface EventChange {
  readonly kind: ChangeKind;
  /** The event's id in the newer version (in the older one for `removed`). */
  readonly id: string;
  /** Its id in the older version, when a re-import gave the same event (same `guid`) another id. */
  readonly previousId: string | null;
  readonly guid: string | null;
  readonly title: string;
  /** Where it was (moved, cancelled, removed, changed); null for new. */
  readonly before: EventPlace | null;
  /** Where it is (new, moved, cancelled, changed); null for removed. */
  readonly after: EventPlace | null;
  /** For `changed` (and a `moved` event that changed otherwise too): what else changed. */
  readonly fields: readonly ChangedField[];
}

export interface ScheduleChanges {
  /** The versions compared: `from` → `to`. */
  readonly from: string;
  readonly to: string;
  readonly counts: Readonly<Record<ChangeKind, number>> & { readonly unchanged: number };
  /** Every change, by kind (CHANGE_KINDS order), then by the time of the event. */
  readonly changes: readonly EventChange[];
  /** Events a re-import gave a new id, matched by `guid`: stars and feedback follow them. */
  readonly renamed: readonly { readonly from: string; readonly to: string }[];
}

/** What `/data/changes/:since.json` carries: the changes from the version `since` to the one served. */
export interface ChangesData extends ScheduleChanges {
  /** When the version served was published (ISO). */
  readonly publishedAt: string;
  /** The conference served: its zone formats the times. */
  readonly conference: ConferenceInfo;
}

/** A star as the device keeps it: on or off, and when that was decided (ISO time). */
export interface StarState {
  readonly starred: boolean;
  readonly at: string;
}

/** Stars by event id; unstarred events stay, with their time, so a merge knows they were turned off. */
export type LocalStars = Readonly<Record<string, StarState>>;

export interface StarChange extends StarState {
  readonly eventId: string;
}

export interface MergedStars {
  readonly stars: LocalStars;
  /** Local changes newer than the server's (or unknown to it): to send again. */
  readonly toSend: readonly StarChange[];
}

/** Milliseconds of an ISO time; an unreadable time is the oldest, so it never wins. */
const timeOf = (at: string) => {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/**
 * Joins the device's stars with the account's (§11), last write wins per event by `at`. A local
 * change the server lacks, or newer than its own, is to be sent again; on a tie the server's
 * state is kept and nothing is sent (it has a change made at that very moment). A local unstar
 * of an event the server never had starred needs no sending.
 */
export function mergeStars(local: LocalStars, server: readonly StarChange[]): MergedStars {
  const theirs = new Map(server.map((change) => [change.eventId, change]));
  const stars: Record<string, StarState> = {};
  const toSend: StarChange[] = [];
  for (const [eventId, mine] of Object.entries(local)) {
    const known = theirs.get(eventId);
    if (known && timeOf(known.at) >= timeOf(mine.at)) continue;
    stars[eventId] = mine;
    if (known || mine.starred) toSend.push({ eventId, ...mine });
  }
  for (const [eventId, { starred, at }] of theirs) stars[eventId] ??= { starred, at };
  return { stars, toSend };
}

import type { EventDraft } from './normalise-event.ts';
import type { ProblemList } from './problems.ts';

/**
 * Duplicate ids and guids happen (39C3 has ten repeated ids). Both events are kept; the later
 * one's id gets `-2`, `-3`… (never one the file already uses), and each repeat is a warning.
 */
export function uniqueEventIds(drafts: readonly EventDraft[], warnings: ProblemList): EventDraft[] {
  const taken = new Set(drafts.map((draft) => draft.event.id));
  const firstById = new Map<string, EventDraft>();
  const firstByGuid = new Map<string, EventDraft>();
  return drafts.map((draft) => {
    const { id, guid } = draft.event;
    if (guid !== null) {
      const first = firstByGuid.get(guid);
      if (first) warnings.add(draft.locate('guid'), `Duplicate event guid "${guid}" (first at ${first.locate('guid')}): both events are kept.`);
      else firstByGuid.set(guid, draft);
    }
    const first = firstById.get(id);
    if (!first) {
      firstById.set(id, draft);
      return draft;
    }
    let suffix = 2;
    while (taken.has(`${id}-${suffix}`)) suffix += 1;
    const renamed = `${id}-${suffix}`;
    taken.add(renamed);
    warnings.add(draft.locate('id'), `Duplicate event id "${id}" (first at ${first.locate('id')}): both events are kept, this one as "${renamed}".`);
    return { ...draft, event: { ...draft.event, id: renamed } };
  });
}

import type { Person } from './model.ts';
import { plainText } from './plain-text.ts';
import type { RawPerson } from './raw-schedule.ts';
import { slugify } from './slugify.ts';
import { toTextBlock } from './text-block.ts';

export interface PersonRegistry {
  /** The person's id, registering them on first sight; null for a person with no name. */
  add(person: RawPerson): string | null;
  list(): Person[];
}

/**
 * Speakers, deduplicated by id across events (first name wins, a biography given anywhere is kept).
 * A person the file gives no id or guid gets one derived from the name, so it is stable across imports.
 */
export function createPersonRegistry(): PersonRegistry {
  const persons = new Map<string, Person>();
  return {
    add(raw) {
      const name = plainText(raw.name);
      if (name === null) return null;
      const id = raw.id ?? derivedId(name);
      const known = persons.get(id);
      if (!known) {
        persons.set(id, { id, name, biography: toTextBlock(raw.biography) });
      } else if (known.biography === null && raw.biography !== null) {
        persons.set(id, { ...known, biography: toTextBlock(raw.biography) });
      }
      return id;
    },
    list: () => [...persons.values()],
  };
}

function derivedId(name: string): string {
  return `name-${slugify(name) || hash(name)}`;
}

/** FNV-1a, base 36: short, stable, for names that fold to nothing (`田中`). */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

import { createSlugger } from './slugify.ts';

/** A room or track as the registry knows it: its unique slug, display name, colour and file order. */
export interface Place {
  readonly slug: string;
  readonly name: string;
  readonly color: string | null;
  readonly order: number;
}

export interface PlaceRegistry {
  /** Registers a name once (later mentions may only add a missing colour) and returns its entry. */
  add(name: string, color?: string | null): Place;
  list(): Place[];
}

/** Rooms and tracks in order of first mention, each with a unique slug (`fallback` for names that fold to nothing). */
export function createPlaceRegistry(fallback: string): PlaceRegistry {
  const slugFor = createSlugger(fallback);
  const places = new Map<string, Place>();
  return {
    add(name, color = null) {
      const known = places.get(name);
      const normalised = normaliseColor(color);
      if (known) {
        if (known.color !== null || normalised === null) return known;
        const coloured = { ...known, color: normalised };
        places.set(name, coloured);
        return coloured;
      }
      const place = { slug: slugFor(name), name, color: normalised, order: places.size };
      places.set(name, place);
      return place;
    },
    list: () => [...places.values()],
  };
}

/** `#A4A300` / `a4a300` / `#abc` → `#a4a300`; anything else → null. */
function normaliseColor(color: string | null): string | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color?.trim() ?? '');
  if (!match) return null;
  const hex = (match[1] ?? '').toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

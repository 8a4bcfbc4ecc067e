/** `Saal Één & Co.` → `saal-een-co`: lower-case ASCII, diacritics folded, `-` between words. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out unique slugs: the second `Saal One` (or a name that folds the same) gets `saal-one-2`.
 * A name with nothing left after folding (`会議室`) falls back to `fallback`.
 */
export function createSlugger(fallback: string): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const base = slugify(name) || fallback;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

export interface InitialGroup<T> {
  /** The upper-case first letter, or null for names that do not start with a letter. */
  readonly initial: string | null;
  readonly items: readonly T[];
}

/** `Émile` files under E: the first letter without its accents, upper-cased in the locale. */
function initialOf(name: string, locale: string): string | null {
  const first = [...name.trim().normalize('NFD')][0] ?? '';
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase(locale) : null;
}

/** Items grouped by the first letter of their name, letters in the locale's order, the rest last. */
export function groupByInitial<T extends { readonly name: string }>(items: readonly T[], locale: string): InitialGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string | null, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(a.name, b.name))) {
    const initial = initialOf(item.name, locale);
    const group = groups.get(initial);
    if (group) group.push(item);
    else groups.set(initial, [item]);
  }
  return [...groups].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b))).map(([initial, grouped]) => ({ initial, items: grouped }));
}

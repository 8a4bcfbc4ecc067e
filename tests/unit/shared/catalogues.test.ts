import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, catalogue, loadCatalogue } from '../../../src/shared/i18n/catalogues.ts';
import { en } from '../../../src/shared/i18n/en.ts';
import { de } from '../../../src/shared/i18n/de.ts';
import { fr } from '../../../src/shared/i18n/fr.ts';

describe('core catalogues', () => {
  it('has English at once, and German or French once loaded', async () => {
    expect(catalogue('en')).toBe(en);
    expect(catalogue('de')).toBe(en);
    expect(await loadCatalogue('de')).toEqual(de);
    expect(catalogue('de')).toEqual(de);
    await loadCatalogue('fr');
    expect(catalogue('fr').fallback[404]).toBe(fr.fallback[404]);
  });

  it('names every language in its own words, as each catalogue does', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: en.languageName, de: de.languageName, fr: fr.languageName });
  });
});

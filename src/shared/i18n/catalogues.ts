import type { Locale } from '../locales.ts';
import type { Messages } from './messages.ts';
import { en } from './en.ts';

/**
 * The core catalogues (fallbacks, application error, chrome). English is always there; German and
 * French are loaded when a screen in that language is about to show (`loadCatalogue`), so the
 * first paint's JavaScript carries one language, not three.
 */
const loaded: Partial<Record<Locale, Messages>> = { en };
const loading: Partial<Record<Locale, Promise<Messages>>> = {};

const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Messages>>> = {
  de: () => import('./de.ts').then((module) => module.de),
  fr: () => import('./fr.ts').then((module) => module.fr),
};

/** Each language's own name, for the language switcher, without loading its catalogue. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/** The catalogue of a locale once loaded; English until then (never nothing). */
export function catalogue(locale: Locale): Messages {
  return loaded[locale] ?? en;
}

/** Loads a locale's catalogue (once); resolves at once when it is there. A failed load falls back to English. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  return (loading[locale] ??= LOADERS[locale as Exclude<Locale, 'en'>]().then(
    (messages) => (loaded[locale] = messages),
    () => {
      delete loading[locale];
      return en;
    },
  ));
}

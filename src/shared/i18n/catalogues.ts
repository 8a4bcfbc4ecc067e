import type { Locale } from '../locales.ts';
import type { Messages } from './messages.ts';
import { en } from './en.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';

/** Every locale's catalogue; each must have every message (checked by the types). */
export const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, de, fr };

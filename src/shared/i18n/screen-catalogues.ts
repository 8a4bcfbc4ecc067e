import type { Locale } from '../locales.ts';
import type { ScreenMessages } from './screen-messages.ts';
import { enScreens } from './screens/en.ts';
import { deScreens } from './screens/de.ts';
import { frScreens } from './screens/fr.ts';

/**
 * The screens' texts by locale. Apart from the core catalogues (CATALOGUES) so that only the
 * screens' lazy chunks carry them, not the JavaScript of the first paint.
 */
export const SCREEN_CATALOGUES: Readonly<Record<Locale, ScreenMessages>> = { en: enScreens, de: deScreens, fr: frScreens };

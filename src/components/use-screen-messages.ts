import type { ScreenMessages } from '../shared/i18n/screen-messages.ts';
import { SCREEN_CATALOGUES } from '../shared/i18n/screen-catalogues.ts';
import { useLocale } from '../runtime/router/use-messages.ts';

/** The screens' texts in the current locale. */
export function useScreenMessages(): ScreenMessages {
  return SCREEN_CATALOGUES[useLocale()];
}

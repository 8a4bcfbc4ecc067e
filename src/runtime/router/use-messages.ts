import { catalogue } from '../../shared/i18n/catalogues.ts';
import type { Messages } from '../../shared/i18n/messages.ts';
import type { Locale } from '../../shared/locales.ts';
import { useRouter } from './router-context.ts';

/** The locale of the screen on display. */
export function useLocale(): Locale {
  return useRouter().locale;
}

/** The message catalogue of the current locale (the router commits a screen once it is loaded). */
export function useMessages(): Messages {
  return catalogue(useLocale());
}

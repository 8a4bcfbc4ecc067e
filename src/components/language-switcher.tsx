import { LANGUAGE_NAMES } from '../shared/i18n/catalogues.ts';
import { LOCALE_COOKIE, LOCALES, type Locale } from '../shared/locales.ts';
import { Link } from '../runtime/router/link.tsx';
import { useLocale, useMessages } from '../runtime/router/use-messages.ts';
import { useRouterState } from '../runtime/router/router-state.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the choice, so a later visit to `/` opens in it (§4.2). */
function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The same page in each language; the current one is marked. */
export function LanguageSwitcher() {
  const current = useLocale();
  const messages = useMessages();
  const { committed } = useRouterState();
  const here = (committed?.path ?? '/') + (committed?.location.search ?? '');
  return (
    <nav aria-label={messages.chrome.language} className="language-switcher">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              href={here}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              prefetch={false}
              aria-current={locale === current ? 'page' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {LANGUAGE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

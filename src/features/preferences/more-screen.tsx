import type { ReactNode } from 'react';
import { pageTitle } from '../../shared/page-title.ts';
import { APP_SHORT_NAME } from '../../shared/brand.ts';
import { routeHref } from '../../shared/routes.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useMessages } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { LinkList } from '../../components/link-list.tsx';
import { ThemeChoiceGroup } from './theme-choice.tsx';
import { TimeDisplayChoiceGroup } from './time-display-choice.tsx';
import { InstallApp } from './install-app.tsx';
import '../../components/schedule.css';
import './more-screen.css';

export interface MoreScreenProps {
  /** The account link (or Sign in), from the account capability. */
  readonly account: ReactNode;
  /** How much is kept offline and a way to keep it, from the schedule capability. */
  readonly storage: ReactNode;
}

/** Everything that is not one of the four other destinations: the other lists, language, time display, theme, storage, install, account. */
export function MoreScreen({ account, storage }: MoreScreenProps) {
  const { chrome } = useMessages();
  const { more } = useScreenMessages();
  useDocumentTitle(pageTitle(more.heading, APP_SHORT_NAME));
  return (
    <>
      <h1 tabIndex={-1}>{more.heading}</h1>
      <section className="screen-section" aria-labelledby="browse-heading">
        <h2 id="browse-heading">{more.browse}</h2>
        <LinkList
          items={[
            { href: routeHref('speakers'), label: chrome.speakers },
            { href: routeHref('tracks'), label: chrome.tracks },
            { href: routeHref('rooms'), label: chrome.rooms },
          ]}
        />
      </section>
      <section className="screen-section" aria-labelledby="account-heading">
        <h2 id="account-heading">{more.account}</h2>
        <p>{account}</p>
      </section>
      <section className="screen-section" aria-labelledby="language-heading">
        <h2 id="language-heading">{more.language}</h2>
        <LanguageSwitcher />
      </section>
      <section className="screen-section">
        <TimeDisplayChoiceGroup />
      </section>
      <section className="screen-section">
        <ThemeChoiceGroup />
      </section>
      {storage}
      <InstallApp />
    </>
  );
}

import type { SpeakersData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { LinkList } from '../../components/link-list.tsx';
import { groupByInitial } from './group-by-initial.ts';
import '../../components/schedule.css';
import { routeHref } from '../../shared/routes.ts';

/** Every speaker, under the first letter of their name, with how many events they have. */
export default function SpeakersScreen() {
  const { data } = usePageData<SpeakersData>();
  const { conference, speakers } = data;
  const locale = useLocale();
  const { common, speakers: text } = useScreenMessages();
  useDocumentTitle(pageTitle(text.heading, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {speakers.length === 0 ? (
        <p>{text.noSpeakers}</p>
      ) : (
        <>
          <p>{common.speakerCount(speakers.length)}</p>
          {groupByInitial(speakers, locale).map((group) => (
            <section key={group.initial ?? ''} className="screen-section">
              <h2>{group.initial ?? text.otherInitial}</h2>
              <LinkList
                items={group.items.map((speaker) => ({
                  href: routeHref('speaker', { id: speaker.id }),
                  label: speaker.name,
                  detail: common.eventCount(speaker.eventCount),
                }))}
              />
            </section>
          ))}
        </>
      )}
    </>
  );
}

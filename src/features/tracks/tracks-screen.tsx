import type { TracksData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { LinkList } from '../../components/link-list.tsx';

/** Every track, with its colour and how many events it has. */
export default function TracksScreen() {
  const { data } = usePageData<TracksData>();
  const { conference, tracks } = data;
  const { common, tracks: text } = useScreenMessages();
  useDocumentTitle(pageTitle(text.heading, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {tracks.length === 0 ? (
        <p>{text.noTracks}</p>
      ) : (
        <LinkList
          items={tracks.map((track) => ({
            href: `/tracks/${encodeURIComponent(track.slug)}`,
            label: track.name,
            detail: common.eventCount(track.eventCount),
            trackColor: track.color,
          }))}
        />
      )}
    </>
  );
}

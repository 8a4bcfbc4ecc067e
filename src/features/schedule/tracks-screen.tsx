import type { TracksData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { LinkList } from '../../components/link-list.tsx';
import { trackLinks } from '../../components/place-links.ts';

/** Every track, with its colour and how many events it has. */
export default function TracksScreen() {
  const { data } = usePageData<TracksData>();
  const { conference, tracks } = data;
  const { common, tracks: text } = useScreenMessages();
  useDocumentTitle(pageTitle(text.heading, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {tracks.length === 0 ? <p>{text.noTracks}</p> : <LinkList items={trackLinks(tracks, common.eventCount)} />}
    </>
  );
}

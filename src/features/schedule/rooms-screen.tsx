import type { RoomsData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { LinkList } from '../../components/link-list.tsx';
import { roomLinks } from '../../components/place-links.ts';

/** Every room, with how many events it holds. */
export default function RoomsScreen() {
  const { data } = usePageData<RoomsData>();
  const { conference, rooms } = data;
  const { common, rooms: text } = useScreenMessages();
  useDocumentTitle(pageTitle(text.heading, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {rooms.length === 0 ? <p>{text.noRooms}</p> : <LinkList items={roomLinks(rooms, common.eventCount)} />}
    </>
  );
}

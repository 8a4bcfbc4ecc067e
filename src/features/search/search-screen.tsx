import { ScriptedForm } from '../../components/needs-javascript.tsx';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { EventList } from '../../components/event-list.tsx';
import { LinkList } from '../../components/link-list.tsx';
import { roomLinks, speakerLinks, trackLinks } from '../../components/place-links.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { usePageDataClient } from '../../runtime/page-data/page-data-client-context.ts';
import { useRouter } from '../../runtime/router/router-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import type { HomeData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { useSearchIndex } from './use-search-index.ts';
import '../../components/forms.css';
import '../../components/schedule.css';
import './search-screen.css';

/** Events shown at first, and added by each "Show more": a long list stays quick to render. */
const EVENTS_PER_PAGE = 50;

/** `?q=` of the URL: the query a reload, Back or a shared link brings back. */
const queryOf = (search: string) => new URLSearchParams(search).get('q') ?? '';

/**
 * Search (§3): events, speakers, tracks and rooms, found on the device as one types — offline
 * once the warm-up saved the search documents. The query is kept in the URL with a history
 * replace (never a push per key), the number of results is said as it changes, and results come
 * in groups: events (best first: title, then speaker, then track or room, then text), speakers,
 * tracks, rooms.
 */
export default function SearchScreen() {
  const { search: text, common } = useScreenMessages();
  const { replaceSearch } = useRouter();
  const search = useSearch();
  const [query, setQuery] = useState(() => queryOf(search));
  const typed = useDeferredValue(query);
  const { state, retry } = useSearchIndex();
  const [shown, setShown] = useState(EVENTS_PER_PAGE);
  const fieldId = useId();
  const hintId = useId();
  const pageData = usePageDataClient();
  const home = pageData?.peek('/data/index.json')?.pageData.data as HomeData | undefined;
  const conference = state.status === 'ready' ? state.index.conference : home?.conference;
  useDocumentTitle(pageTitle(text.heading, conference?.title ?? 'Hallway'));

  const results = useMemo(() => (state.status === 'ready' && typed.trim() !== '' ? state.index.search(typed) : null), [state, typed]);
  useEffect(() => setShown(EVENTS_PER_PAGE), [typed]);

  const change = (value: string) => {
    setQuery(value);
    replaceSearch(value === '' ? '' : `?${new URLSearchParams({ q: value }).toString()}`);
  };

  let status = '';
  if (state.status === 'loading' && query.trim() !== '') status = text.preparing;
  else if (state.status === 'unavailable') status = state.offline ? text.offline : text.failed;
  else if (results) status = results.total === 0 ? text.nothingFound(typed.trim()) : text.results(results.total);

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <ScriptedForm role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <div className="form-field">
          <label htmlFor={fieldId}>{text.label}</label>
          <input
            id={fieldId}
            type="search"
            value={query}
            onChange={(event) => change(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <p id={hintId} className="field-hint">
            {text.hint}
          </p>
        </div>
      </ScriptedForm>
      <p role="status" className="search-status">
        {status}
      </p>
      {state.status === 'unavailable' && (
        <p>
          <button type="button" onClick={retry}>
            {text.retry}
          </button>
        </p>
      )}
      {results && conference && (
        <>
          {results.events.length > 0 && (
            <section aria-labelledby={`${fieldId}-events`}>
              <h2 id={`${fieldId}-events`}>
                {text.events} <span className="search-count">({results.events.length})</span>
              </h2>
              <EventList events={results.events.slice(0, shown)} timeZone={conference.timeZone} showDay />
              {results.events.length > shown && (
                <p>
                  <button type="button" onClick={() => setShown((count) => count + EVENTS_PER_PAGE)}>
                    {text.showMore(Math.min(EVENTS_PER_PAGE, results.events.length - shown))}
                  </button>
                </p>
              )}
            </section>
          )}
          {results.speakers.length > 0 && (
            <section aria-labelledby={`${fieldId}-speakers`}>
              <h2 id={`${fieldId}-speakers`}>{text.speakers}</h2>
              <LinkList items={speakerLinks(results.speakers, common.eventCount)} />
            </section>
          )}
          {results.tracks.length > 0 && (
            <section aria-labelledby={`${fieldId}-tracks`}>
              <h2 id={`${fieldId}-tracks`}>{text.tracks}</h2>
              <LinkList items={trackLinks(results.tracks, common.eventCount)} />
            </section>
          )}
          {results.rooms.length > 0 && (
            <section aria-labelledby={`${fieldId}-rooms`}>
              <h2 id={`${fieldId}-rooms`}>{text.rooms}</h2>
              <LinkList items={roomLinks(results.rooms, common.eventCount)} />
            </section>
          )}
        </>
      )}
    </>
  );
}

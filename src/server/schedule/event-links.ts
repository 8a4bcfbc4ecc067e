import { httpUrl } from '../../shared/http-url.ts';
import type { Link } from './model.ts';
import { plainText } from './plain-text.ts';
import type { RawEvent } from './raw-schedule.ts';

/**
 * The event's page (`url`) first, then its links and attachments: http(s) only, each URL once.
 * A link without a title is titled with its URL.
 */
export function eventLinks(event: RawEvent): Link[] {
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const raw of [{ url: event.url, title: null }, ...event.links]) {
    const url = raw.url === null ? null : httpUrl(raw.url);
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    links.push({ title: plainText(raw.title) ?? url, url });
  }
  return links;
}

import { objectOf, textOf, type EventJson } from './report-event.ts';

/** The browser and system a report came from: `Chrome 126`, `Android 14`. */
export interface ReportClient {
  readonly browser: string | null;
  readonly os: string | null;
}

/** Most specific first: Edge, Opera and Samsung Internet also say `Chrome/…`, Chrome also says `Safari/…`. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid (\d+)/, 'Android'],
  [/\b(?:iPhone|iPad|iPod).*? OS (\d+)_/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows NT\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly (readonly [RegExp, string])[]): string | null {
  for (const [pattern, name] of table) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

/** `Chrome 126.0.6478.126` → `Chrome 126`: the major version keeps the list of browsers short. */
function fromContext(context: EventJson | undefined): string | null {
  const name = textOf(context?.['name']);
  if (!name) return null;
  const major = textOf(context?.['version'])?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/** The User-Agent the SDK copies into `request.headers`, whatever the header's case. */
function userAgentOf(event: EventJson): string | undefined {
  const headers = objectOf(objectOf(event['request'])?.['headers']) ?? {};
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'user-agent');
  return key === undefined ? undefined : textOf(headers[key]);
}

/** From `contexts.browser` / `contexts.os` when the event has them, else from its User-Agent. */
export function reportClient(event: EventJson): ReportClient {
  const contexts = objectOf(event['contexts']);
  const userAgent = userAgentOf(event) ?? '';
  return {
    browser: fromContext(objectOf(contexts?.['browser'])) ?? firstMatch(userAgent, BROWSERS),
    os: fromContext(objectOf(contexts?.['os'])) ?? firstMatch(userAgent, SYSTEMS),
  };
}

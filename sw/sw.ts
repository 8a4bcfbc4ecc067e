/// <reference lib="webworker" />
// Hallway's service worker. Each step lives in its own file; this one reads as the table of contents.
import { clientsClaim } from 'workbox-core';
import { precacheShell } from './precache-shell.ts';
import { routeNavigations } from './route-navigations.ts';
import { routePageData } from './route-page-data.ts';
import { createPageDataVersion } from './page-data-version.ts';
import { createWarmUp } from './warm-page-data.ts';
import { createRevalidatePageData } from './revalidate-page-data.ts';
import { listenForMessages } from './listen-for-messages.ts';
import { forgetPrivatePageData } from './keep-public-page-data.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell (hashed assets, index.html, icons, manifest) is precached at install; stale caches go.
precacheShell(self.__WB_MANIFEST);
// The first version takes control of the page that installed it, so even a first visit is cached.
// Later versions only activate on the user's choice and then reload the page.
clientsClaim();
// App routes are answered with the precached index.html, so every screen opens offline.
routeNavigations();
// Nothing private is kept: what an older version stored under another spelling goes once this one
// is active (not holding up the activation the user's Reload waits for).
self.addEventListener('activate', () => void forgetPrivatePageData());
// Public page data: stale-while-revalidate from the cache of the current schedule version.
const version = createPageDataVersion();
routePageData(version);
// Once the app is idle it asks for the warm-up: every public page, 5 requests at a time.
const warmUp = createWarmUp(self, version);
// What an action changed (Action-Revalidate, §7) is dropped from every page-data cache and fetched again.
const revalidate = createRevalidatePageData(self, version);
// A new version waits for the user's Reload (§6 "Updates"); warm-up, prefetch and revalidate messages.
listenForMessages(self, { warmUp, revalidate });

/// <reference lib="webworker" />
// Hallway's service worker. Each step lives in its own file; this one reads as the table of contents.
import { clientsClaim } from 'workbox-core';
import { precacheShell } from './precache-shell.ts';
import { routeNavigations } from './route-navigations.ts';
import { listenForMessages } from './listen-for-messages.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell (hashed assets, index.html, icons, manifest) is precached at install; stale caches go.
precacheShell(self.__WB_MANIFEST);
// The first version takes control of the page that installed it, so even a first visit is cached.
// Later versions only activate on the user's choice and then reload the page.
clientsClaim();
// App routes are answered with the precached index.html, so every screen opens offline.
routeNavigations();
// A new version waits until the user chooses Reload in the update prompt (§6 "Updates").
listenForMessages(self);

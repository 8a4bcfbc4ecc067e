import type { Messages } from './messages.ts';
import { formatCount } from './format-count.ts';

export const en = {
  languageName: 'English',
  fallback: {
    400: 'Bad Request.',
    401: "You're not authorized to access this page.",
    403: 'This page could not be accessed.',
    404: 'This page could not be found.',
    signIn: 'Sign in',
    home: 'Go to the conference home',
  },
  appError: {
    client: (hostname: string) => `Application error: a client-side exception has occurred while loading ${hostname} (see the browser console for more information).`,
    server: (hostname: string) => `Application error: a server-side exception has occurred while loading ${hostname} (see the server logs for more information).`,
    digest: (digest: string) => `Digest: ${digest}`,
    reportId: (id: string) => `Report ID: ${id}`,
    reload: 'Reload',
  },
  loading: {
    inProgress: 'Loading…',
    couldNotLoad: 'This page could not load.',
    offlineNotCached: "This page isn't available offline yet",
    retry: 'Retry',
    tooManyRedirects: 'This page redirects too many times.',
  },
  chrome: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    home: 'Hallway',
    schedule: 'Schedule',
    speakers: 'Speakers',
    tracks: 'Tracks',
    rooms: 'Rooms',
    agenda: 'Agenda',
    account: 'Account',
    language: 'Language',
    updateAvailable: 'A new version is available',
    updateReload: 'Reload',
    updateLater: 'Later',
    offline: 'Offline',
    savingOffline: (cached: number, total: number) => `Saving for offline: ${formatCount(cached, 'en')} of ${formatCount(total, 'en')}`,
    scheduleUpdated: 'Schedule updated',
    changesWaiting: (count: number) => (count === 1 ? '1 change waiting to sync' : `${formatCount(count, 'en')} changes waiting to sync`),
  },
} satisfies Messages;

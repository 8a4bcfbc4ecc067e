import type { Messages } from './messages.ts';
import { formatCount } from './format-count.ts';

export const de = {
  languageName: 'Deutsch',
  fallback: {
    400: 'Ungültige Anfrage.',
    401: 'Du bist nicht berechtigt, diese Seite aufzurufen.',
    403: 'Auf diese Seite kann nicht zugegriffen werden.',
    404: 'Diese Seite wurde nicht gefunden.',
    signIn: 'Anmelden',
    home: 'Zur Startseite der Konferenz',
  },
  appError: {
    client: (hostname: string) => `Anwendungsfehler: Beim Laden von ${hostname} ist im Browser eine Ausnahme aufgetreten (Details in der Browserkonsole).`,
    server: (hostname: string) => `Anwendungsfehler: Beim Laden von ${hostname} ist auf dem Server eine Ausnahme aufgetreten (Details in den Serverprotokollen).`,
    digest: (digest: string) => `Digest: ${digest}`,
    reportId: (id: string) => `Fehlerbericht: ${id}`,
    reload: 'Neu laden',
  },
  loading: {
    inProgress: 'Wird geladen …',
    couldNotLoad: 'Diese Seite konnte nicht geladen werden.',
    offlineNotCached: 'Diese Seite ist offline noch nicht verfügbar',
    retry: 'Erneut versuchen',
    tooManyRedirects: 'Diese Seite leitet zu oft weiter.',
  },
  chrome: {
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptmenü',
    home: 'Hallway',
    schedule: 'Programm',
    speakers: 'Vortragende',
    tracks: 'Themen',
    rooms: 'Räume',
    agenda: 'Mein Plan',
    account: 'Konto',
    language: 'Sprache',
    updateAvailable: 'Eine neue Version ist verfügbar',
    updateReload: 'Neu laden',
    updateLater: 'Später',
    offline: 'Offline',
    savingOffline: (cached: number, total: number) => `Wird offline gespeichert: ${formatCount(cached, 'de')} von ${formatCount(total, 'de')}`,
    scheduleUpdated: 'Programm aktualisiert',
    changesWaiting: (count: number) => (count === 1 ? '1 Änderung wartet auf Abgleich' : `${formatCount(count, 'de')} Änderungen warten auf Abgleich`),
  },
} satisfies Messages;

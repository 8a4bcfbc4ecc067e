import type { ScreenMessages } from '../messages.ts';
import { formatCount } from '../format-count.ts';

/** The screens' texts in fr; loaded with the screens, not at start-up. */
export const frScreens = {
  common: {
    // French uses the singular for 0 and 1.
    eventCount: (count: number) => (count <= 1 ? `${count} événement` : `${formatCount(count, 'fr')} événements`),
    speakerCount: (count: number) => (count <= 1 ? `${count} intervenant` : `${formatCount(count, 'fr')} intervenants`),
    cancelled: 'Annulé',
    room: 'Salle',
    track: 'Thème',
    speakers: 'Intervenants',
    noEvents: 'Aucun événement.',
    timeZoneNote: (timeZone: string) => `Les horaires sont dans le fuseau horaire de la conférence (${timeZone}).`,
    dayLabel: (index: number, date: string) => `Jour ${index}\u00a0: ${date}`,
  },
  home: {
    days: 'Jours',
    tracks: 'Thèmes',
    rooms: 'Salles',
    offlineHeading: 'Hors ligne',
    offlineProgress: (cached: number, total: number) => `Disponible hors ligne : ${formatCount(cached, 'fr')} sur ${formatCount(total, 'fr')} pages`,
    offlineWaiting: "Les pages sont préparées pour une utilisation hors ligne une fois l'application chargée.",
    storageUsed: (amount: string) => `Stocké sur cet appareil : ${amount}`,
    keepOffline: 'Garder hors ligne',
    keptOffline: 'Cet appareil conserve les données de Hallway.',
  },
  day: {
    otherDays: 'Jours',
    filters: 'Filtrer les événements',
    trackFilter: 'Thème',
    roomFilter: 'Salle',
    allTracks: 'Tous les thèmes',
    allRooms: 'Toutes les salles',
    shown: (shown: number, total: number) =>
      shown === total
        ? total <= 1
          ? `${total} événement`
          : `${formatCount(total, 'fr')} événements`
        : `${formatCount(shown, 'fr')} ${shown <= 1 ? 'événement affiché' : 'événements affichés'} sur ${formatCount(total, 'fr')}`,
    noMatch: 'Aucun événement ne correspond à ces filtres.',
    clearFilters: 'Afficher tous les événements',
  },
  event: {
    when: 'Quand',
    type: 'Type',
    language: 'Langue',
    duration: (minutes: string) => `(${minutes})`,
    abstract: 'Résumé',
    description: 'Description',
    links: 'Liens',
    doNotRecord: 'Cet événement ne sera pas enregistré.',
    calendarDate: (date: string) => `(${date})`,
  },
  speakers: {
    heading: 'Intervenants',
    noSpeakers: "Pas encore d'intervenants.",
    otherInitial: 'Autres',
  },
  speaker: {
    events: 'Événements',
  },
  tracks: {
    heading: 'Thèmes',
    noTracks: "Ce programme n'a pas de thèmes.",
  },
  rooms: {
    heading: 'Salles',
    noRooms: "Ce programme n'a pas de salles.",
  },
} satisfies ScreenMessages;

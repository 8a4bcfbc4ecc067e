import type { Messages } from './messages.ts';
import { formatCount } from './format-count.ts';

export const fr = {
  languageName: 'Français',
  fallback: {
    400: 'Requête invalide.',
    401: "Vous n'êtes pas autorisé à accéder à cette page.",
    403: "L'accès à cette page est impossible.",
    404: 'Cette page est introuvable.',
    signIn: 'Se connecter',
    home: "Aller à l'accueil de la conférence",
  },
  appError: {
    client: (hostname: string) =>
      `Erreur de l'application : une exception côté client s'est produite lors du chargement de ${hostname} (voir la console du navigateur pour plus d'informations).`,
    server: (hostname: string) =>
      `Erreur de l'application : une exception côté serveur s'est produite lors du chargement de ${hostname} (voir les journaux du serveur pour plus d'informations).`,
    digest: (digest: string) => `Digest : ${digest}`,
    reportId: (id: string) => `Rapport d'erreur : ${id}`,
    reload: 'Recharger',
  },
  loading: {
    inProgress: 'Chargement…',
    couldNotLoad: "Cette page n'a pas pu être chargée.",
    offlineNotCached: "Cette page n'est pas encore disponible hors ligne",
    retry: 'Réessayer',
    tooManyRedirects: 'Cette page redirige trop de fois.',
  },
  chrome: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Principal',
    home: 'Hallway',
    schedule: 'Programme',
    speakers: 'Intervenants',
    tracks: 'Thèmes',
    rooms: 'Salles',
    agenda: 'Mon agenda',
    language: 'Langue',
    updateAvailable: 'Une nouvelle version est disponible',
    updateReload: 'Recharger',
    updateLater: 'Plus tard',
  },
  screens: {
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
  },
} satisfies Messages;

import type { ScreenMessages } from '../messages.ts';
import { formatCount } from '../format-count.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../actions.ts';

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
  star: {
    star: 'Favori',
  },
  feedback: {
    heading: 'Votre avis',
    rating: 'Note',
    ratingHint: '1 est mauvais, 5 est excellent.',
    comment: 'Commentaire (facultatif)',
    commentCount: (used: number, max: number) => `${formatCount(used, 'fr')} ${used <= 1 ? 'caractère' : 'caractères'} sur ${formatCount(max, 'fr')}`,
    send: 'Envoyer mon avis',
    update: 'Modifier mon avis',
    chooseRating: 'Choisissez une note de 1 à 5.',
    commentTooLong: (max: number) => `Le commentaire ne doit pas dépasser ${formatCount(max, 'fr')} caractères.`,
    sent: 'Merci ! Votre avis a été envoyé.',
    waiting: 'Enregistré sur cet appareil. Il sera envoyé dès que vous serez de nouveau en ligne.',
    refused: (message: string) => `Le serveur n'a pas accepté cet avis : ${message}`,
  },
  agenda: {
    heading: 'Mon agenda',
    intro: 'Vos événements favoris, gardés sur cet appareil.',
    loading: 'Chargement de votre agenda…',
    empty: "Vous n'avez encore aucun événement favori.",
    browseSchedule: 'Parcourir le programme',
    exportIcs: 'Exporter vers le calendrier (.ics)',
    overlapsWith: (titles: string) => `Chevauche : ${titles}`,
    free: (duration: string) => `Libre : ${duration}`,
    unavailableHeading: 'Indisponible hors ligne',
    unavailable: "Ces événements favoris ne sont pas encore enregistrés sur cet appareil. Ouvrez-les une fois en ligne.",
    goneHeading: 'Retirés du programme',
    unknownEvent: (id: string) => `Événement ${id}`,
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
  forms: {
    email: 'E-mail',
    password: 'Mot de passe',
    passwordRule: (minLength: number) => `Au moins ${minLength} caractères.`,
    showPassword: 'Afficher le mot de passe',
    enterEmail: 'Saisissez votre adresse e-mail.',
    enterPassword: 'Saisissez votre mot de passe.',
    passwordTooShort: (minLength: number) => `Utilisez au moins ${minLength} caractères.`,
    unexpectedResponse: 'Le serveur a envoyé une réponse inattendue.',
    rateLimited: (minutes: number | null, time: string | null) =>
      minutes === null
        ? 'Trop de tentatives. Réessayez plus tard.'
        : `Trop de tentatives. Réessayez dans ${minutes <= 1 ? '1 minute' : `${minutes} minutes`}${time ? ` (à ${time})` : ''}.`,
    serverError: "Une erreur s'est produite sur le serveur. Réessayez dans un instant.",
    fieldMessages: {
      enterEmail: 'Saisissez votre adresse e-mail.',
      emailTooLong: 'Une adresse e-mail compte au plus 254 caractères.',
      invalidEmail: 'Saisissez une adresse e-mail valide, par exemple ada@example.org.',
      emailTaken: 'Un compte existe déjà pour cette adresse e-mail.',
      signInFailed: "L'e-mail ou le mot de passe est incorrect.",
      enterPassword: 'Saisissez votre mot de passe.',
      choosePassword: 'Choisissez un mot de passe.',
      passwordTooShort: `Utilisez au moins ${PASSWORD_MIN_LENGTH} caractères.`,
      passwordTooLong: `Utilisez au plus ${PASSWORD_MAX_LENGTH} caractères.`,
      commonPassword: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
    },
  },
  signIn: {
    heading: 'Se connecter',
    intro: 'Connectez-vous pour retrouver vos événements favoris sur tous vos appareils.',
    submit: 'Se connecter',
    pending: 'Connexion…',
    needsNetwork: 'La connexion nécessite le réseau. Vous êtes hors ligne : connectez-vous au réseau, puis réessayez.',
    noAccount: 'Pas encore de compte ?',
    signUp: 'Créer un compte',
  },
  signUp: {
    heading: 'Créer un compte',
    intro: 'Avec un compte, vos événements favoris vous suivent sur chaque appareil où vous êtes connecté.',
    submit: 'Créer le compte',
    pending: 'Création du compte…',
    needsNetwork: "La création d'un compte nécessite le réseau. Vous êtes hors ligne : connectez-vous au réseau, puis réessayez.",
    haveAccount: 'Déjà un compte ?',
    signIn: 'Se connecter',
  },
  account: {
    heading: 'Votre compte',
    email: 'E-mail',
    role: 'Rôle',
    attendee: 'Participant',
    organizer: 'Organisateur',
    sync: 'Synchronisation',
    starred: (count: number) =>
      count <= 1 ? `${count} événement favori dans votre compte.` : `${formatCount(count, 'fr')} événements favoris dans votre compte.`,
    syncAcross: 'Ils apparaissent sur chaque appareil où vous êtes connecté.',
    allSynced: 'Toutes les modifications sont synchronisées.',
    waiting: (count: number) =>
      count <= 1 ? `${count} modification en attente de synchronisation.` : `${formatCount(count, 'fr')} modifications en attente de synchronisation.`,
    offline: 'Vous êtes hors ligne : vos modifications restent sur cet appareil et seront envoyées dès votre retour en ligne.',
    organizerTools: 'Outils des organisateurs',
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
    signOutNeedsNetwork: 'La déconnexion nécessite le réseau. Vous êtes hors ligne : connectez-vous au réseau, puis réessayez.',
  },
  admin: {
    heading: 'Outils des organisateurs',
    intro: "Hallway jusqu'ici :",
    users: 'Comptes',
    organizers: 'Organisateurs',
    reports: "Rapports d'erreur",
    feedback: 'Avis',
    stars: 'Événements favoris',
    comingLater: "La lecture des avis et des rapports d'erreur, et l'import d'un nouveau programme, arrivent plus tard.",
  },
} satisfies ScreenMessages;

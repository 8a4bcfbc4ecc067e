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
    homeTab: 'Accueil',
    search: 'Recherche',
    more: 'Plus',
    moreHint: ' – langue, thème, compte',
    back: 'Retour',
    schedule: 'Programme',
    speakers: 'Intervenants',
    tracks: 'Thèmes',
    rooms: 'Salles',
    agenda: 'Mon agenda',
    account: 'Compte',
    language: 'Langue',
    updateAvailable: 'Une nouvelle version est disponible',
    updateReload: 'Recharger',
    updateLater: 'Plus tard',
    offline: 'Hors ligne',
    savingOffline: (cached: number, total: number) => `Enregistrement hors ligne : ${formatCount(cached, 'fr')} sur ${formatCount(total, 'fr')}`,
    changesWaiting: (count: number) => (count === 1 ? '1 modification en attente de synchronisation' : `${formatCount(count, 'fr')} modifications en attente de synchronisation`),
  },
} satisfies Messages;

/** Names and colours of the installed app (DESIGN §12), shared by the manifest and the HTML. */
export const APP_NAME = 'Hallway — conference schedule';
export const APP_SHORT_NAME = 'Hallway';
export const APP_DESCRIPTION = 'The conference schedule in your pocket: days, talks, speakers, rooms and your own agenda, online or offline.';
export const THEME_COLOR = '#16324f';
export const BACKGROUND_COLOR = '#ffffff';

import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  intro: 'Queste scelte restano solo su questo dispositivo.',
  themeColor: 'Colore del tema',
  colors: {
    dark: 'Scuro',
    light: 'Chiaro',
    red: 'Rosso',
    green: 'Verde',
    blue: 'Blu',
    yellow: 'Giallo',
    pink: 'Rosa',
    orange: 'Arancione',
  },
  sunlightHint: "Alto contrasto per il lavoro all'aperto: testo nero su bianco, bordi spessi e caratteri più grandi.",
  timezone: 'Fuso orario',
  tirana: 'Tirana',
  timePreview: 'Ora attuale: {{time}}',
  notifications: 'Notifiche',
  newsUpdates: 'Aggiornamenti sulle notizie',
  upcomingEvents: 'Prossimi eventi',
  newMessages: 'Nuovi messaggi',
} satisfies Translation<typeof sq>;

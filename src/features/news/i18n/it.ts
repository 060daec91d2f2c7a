import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  title: 'Notizie',
  search: {
    label: 'Titolo',
    submit: 'Cerca',
    clear: 'Pulisci',
    offlineLocal: 'Offline: la ricerca è stata fatta solo sulle {{count}} notizie più recenti del dispositivo.',
  },
  empty: 'Nessuna notizia trovata con la ricerca effettuata!',
  notDownloaded: 'Le notizie non sono ancora state scaricate su questo dispositivo. Connettiti a internet per vederle.',
  failure: 'Si è verificato un errore durante la comunicazione con il server!',
  keptCopy: 'Si mostrano le notizie sul dispositivo, prese il {{date}}.',
  card: {
    open: 'Leggi la notizia',
    photoAlt: 'Foto della notizia: {{title}}',
  },
  reader: {
    published: 'Pubblicata il {{date}}',
    publisher: 'Da {{name}}',
    latest: 'Ultime notizie',
    notFound: "Questa notizia non è sul dispositivo. Torna all'elenco.",
  },
} satisfies Translation<typeof sq>;

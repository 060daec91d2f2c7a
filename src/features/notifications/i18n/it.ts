import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  title: 'Notifiche',
  search: {
    title: 'Titolo',
    description: 'Descrizione',
    from: 'Dalla data',
    to: 'Alla data',
    dateOrder: 'La data di inizio non può essere successiva alla data di fine!',
    dateFormat: 'La data deve essere gg-mm-aaaa',
  },
  columns: {
    number: 'N.',
    title: 'Titolo',
    description: 'Descrizione',
    date: 'Data',
  },
  open: 'Apri la notifica: {{title}}',
  asOf: 'Dati sul dispositivo del {{date}}',
  wait: 'Attendere prego!',
  offlineNoCopy: 'Questa ricerca non è sul dispositivo. Connettiti a internet per cercare.',
  failure: 'Si è verificato un errore durante la comunicazione con il server!',
  view: {
    heading: 'Notifica',
    date: 'Data',
    notOnDevice: 'Questa notifica non è sul dispositivo. Connettiti a internet per aprirla.',
    notFound: 'Notifica non trovata!',
  },
} satisfies Translation<typeof sq>;

import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  title: 'Benachrichtigungen',
  search: {
    title: 'Titel',
    description: 'Beschreibung',
    from: 'Ab Datum',
    to: 'Bis Datum',
    dateOrder: 'Das Anfangsdatum darf nicht nach dem Enddatum liegen!',
    dateFormat: 'Das Datum muss tt-mm-jjjj sein',
  },
  columns: {
    number: 'Nr.',
    title: 'Titel',
    description: 'Beschreibung',
    date: 'Datum',
  },
  open: 'Benachrichtigung öffnen: {{title}}',
  asOf: 'Daten auf dem Gerät vom {{date}}',
  wait: 'Bitte warten!',
  offlineNoCopy: 'Diese Suche ist nicht auf dem Gerät. Verbinden Sie sich mit dem Internet, um zu suchen.',
  failure: 'Bei der Kommunikation mit dem Server ist ein Fehler aufgetreten!',
  view: {
    heading: 'Benachrichtigung',
    date: 'Datum',
    notOnDevice: 'Diese Benachrichtigung ist nicht auf dem Gerät. Verbinden Sie sich mit dem Internet, um sie zu öffnen.',
    notFound: 'Die Benachrichtigung wurde nicht gefunden!',
  },
} satisfies Translation<typeof sq>;

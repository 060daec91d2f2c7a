import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  title: 'Nachrichten',
  search: {
    label: 'Titel',
    submit: 'Suchen',
    clear: 'Leeren',
    offlineLocal: 'Offline: durchsucht wurden nur die {{count}} neuesten Nachrichten auf dem Gerät.',
  },
  empty: 'Keine Nachricht entspricht der Suche!',
  notDownloaded: 'Die Nachrichten wurden noch nicht auf dieses Gerät geladen. Verbinden Sie sich mit dem Internet.',
  failure: 'Bei der Kommunikation mit dem Server ist ein Fehler aufgetreten!',
  keptCopy: 'Angezeigt werden die Nachrichten auf dem Gerät vom {{date}}.',
  card: {
    open: 'Nachricht lesen',
    photoAlt: 'Foto zur Nachricht: {{title}}',
  },
  reader: {
    published: 'Veröffentlicht am {{date}}',
    publisher: 'Von {{name}}',
    latest: 'Neueste Nachrichten',
    notFound: 'Diese Nachricht ist nicht auf dem Gerät. Kehren Sie zur Liste zurück.',
  },
} satisfies Translation<typeof sq>;

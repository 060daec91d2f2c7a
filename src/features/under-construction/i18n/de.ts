import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  title: 'Diese Seite ist im Aufbau',
  body: 'Bitte schauen Sie später wieder vorbei.',
  home: 'Zurück zur Übersicht',
} satisfies Translation<typeof sq>;

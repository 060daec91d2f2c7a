import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  welcome: 'Willkommen, {{name}}!',
  intro: 'Wählen Sie ein Modul aus dem Menü, um zu beginnen.',
  special: 'Übersicht der Sonderabteilung',
  seeProfile: 'Profil ansehen',
} satisfies Translation<typeof sq>;

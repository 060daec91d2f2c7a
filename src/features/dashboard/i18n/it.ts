import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  welcome: 'Benvenuto, {{name}}!',
  intro: 'Scegli un modulo dal menu per iniziare.',
  special: 'Pannello della divisione speciale',
  seeProfile: 'Vedi profilo',
} satisfies Translation<typeof sq>;

import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  title: 'La página está en construcción',
  body: 'Vuelva a consultarla más tarde.',
  home: 'Volver al panel',
} satisfies Translation<typeof sq>;

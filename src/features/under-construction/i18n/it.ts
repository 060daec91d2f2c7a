import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  title: 'Pagina in costruzione',
  body: 'Ricontrolla più tardi.',
  home: 'Torna al pannello',
} satisfies Translation<typeof sq>;

import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  title: 'This page is under construction',
  body: 'Please check back later.',
  home: 'Back to the dashboard',
} satisfies Translation<typeof sq>;

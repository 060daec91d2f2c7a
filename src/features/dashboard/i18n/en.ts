import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  welcome: 'Welcome, {{name}}!',
  intro: 'Pick a module from the menu to start.',
  special: 'Special division dashboard',
  seeProfile: 'See profile',
} satisfies Translation<typeof sq>;

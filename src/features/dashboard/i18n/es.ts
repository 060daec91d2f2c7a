import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  welcome: '¡Bienvenido, {{name}}!',
  intro: 'Elija un módulo del menú para empezar.',
  special: 'Panel de la división especial',
  seeProfile: 'Ver perfil',
} satisfies Translation<typeof sq>;

import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  title: 'La aplicación está bloqueada',
  intro: 'La aplicación no se ha usado durante un tiempo. Para volver a ver las listas, introduzca su contraseña.',
  introReopen: 'Los datos de los votantes en este dispositivo están cifrados. Para abrir las listas, introduzca su contraseña.',
  needsConnection: 'Esta primera comprobación necesita conexión a internet. Inténtelo de nuevo cuando tenga señal.',
  signedInAs: 'Cuenta: {{name}}',
  password: 'Contraseña',
  passwordRequired: '¡Introduzca su contraseña!',
  unlock: 'Desbloquear',
  checking: 'Comprobando…',
  signOut: 'Salir',
  wrongPassword_one: 'La contraseña no es correcta. Le queda {{count}} intento antes de que se cierre la sesión.',
  wrongPassword_other: 'La contraseña no es correcta. Le quedan {{count}} intentos antes de que se cierre la sesión.',
  // Large round counts (1 000 000) take the 'many' form in es; the text is the same as 'other'.
  wrongPassword_many: 'La contraseña no es correcta. Le quedan {{count}} intentos antes de que se cierre la sesión.',
} satisfies Translation<typeof sq>;

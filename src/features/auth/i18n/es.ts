import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  welcome: '¡Bienvenido!',
  intro: 'Identifíquese con sus credenciales.',
  username: 'Usuario o código de usuario',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  usernameRequired: '¡Introduzca su usuario o código de usuario!',
  passwordRequired: '¡Introduzca su contraseña!',
  submit: 'Entrar',
  submitting: 'Entrando…',
  loginFailed: 'Se produjo un error al iniciar sesión.',
  offline: 'Sin conexión a internet. Para iniciar sesión se necesita conexión.',
  logout: {
    unsentTitle: 'Cambios sin enviar',
    unsentBody_one: 'Tiene {{count}} cambio que aún no se ha enviado. Se guardará en este dispositivo y se enviará cuando vuelva a iniciar sesión.',
    unsentBody_other: 'Tiene {{count}} cambios que aún no se han enviado. Se guardarán en este dispositivo y se enviarán cuando vuelva a iniciar sesión.',
    // Large round counts (1 000 000) take the 'many' form in es; the text is the same as 'other'.
    unsentBody_many: 'Tiene {{count}} cambios que aún no se han enviado. Se guardarán en este dispositivo y se enviarán cuando vuelva a iniciar sesión.',
    signOutAnyway: 'Salir de todos modos',
    signingOut: 'Cerrando sesión…',
  },
} satisfies Translation<typeof sq>;

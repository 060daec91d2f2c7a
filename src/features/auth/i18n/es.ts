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
  notice: {
    sessionEnded: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
    lockedOut: 'Se cerró su sesión tras demasiados intentos fallidos de desbloquear la aplicación. Vuelva a iniciar sesión.',
  },
  logout: {
    unsentTitle: 'Cambios sin enviar',
    unsentBody_one: 'Tiene {{count}} cambio que aún no se ha enviado. Permanece en este dispositivo hasta que se envíe, es decir, hasta que vuelva a iniciar sesión con esta cuenta. Las listas descargadas se eliminarán del dispositivo. Los documentos no enviados se eliminan del dispositivo.',
    unsentBody_other: 'Tiene {{count}} cambios que aún no se han enviado. Permanecen en este dispositivo hasta que se envíen, es decir, hasta que vuelva a iniciar sesión con esta cuenta. Las listas descargadas se eliminarán del dispositivo. Los documentos no enviados se eliminan del dispositivo.',
    // Large round counts (1 000 000) take the 'many' form in es; the text is the same as 'other'.
    unsentBody_many: 'Tiene {{count}} cambios que aún no se han enviado. Permanecen en este dispositivo hasta que se envíen, es decir, hasta que vuelva a iniciar sesión con esta cuenta. Las listas descargadas se eliminarán del dispositivo. Los documentos no enviados se eliminan del dispositivo.',
    everywhereTitle: 'Cerrar sesión en todos los dispositivos',
    everywhereNeedsConnection: 'Para cerrar sesión en todos los dispositivos se necesita conexión a internet. Puede cerrar sesión solo en este dispositivo o volver a intentarlo cuando tenga conexión.',
    thisDeviceOnly: 'Cerrar sesión solo en este dispositivo',
    signOutAnyway: 'Salir de todos modos',
    signingOut: 'Cerrando sesión…',
  },
} satisfies Translation<typeof sq>;

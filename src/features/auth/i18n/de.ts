import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  welcome: 'Willkommen!',
  intro: 'Bitte melden Sie sich mit Ihren Zugangsdaten an.',
  username: 'Benutzername oder Benutzercode',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  usernameRequired: 'Bitte geben Sie Ihren Benutzernamen oder Benutzercode ein!',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein!',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft…',
  loginFailed: 'Bei der Anmeldung ist ein Fehler aufgetreten.',
  offline: 'Keine Internetverbindung. Für die Anmeldung ist eine Verbindung nötig.',
  notice: {
    sessionEnded: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    lockedOut: 'Sie wurden nach zu vielen falschen Versuchen, die App zu entsperren, abgemeldet. Bitte melden Sie sich erneut an.',
  },
  logout: {
    unsentTitle: 'Nicht gesendete Änderungen',
    unsentBody_one: 'Sie haben {{count}} Änderung, die noch nicht gesendet wurde. Sie bleibt auf diesem Gerät, bis sie gesendet ist, also bis Sie sich wieder mit diesem Konto anmelden. Die heruntergeladenen Listen werden vom Gerät entfernt. Nicht gesendete Dokumente werden vom Gerät gelöscht.',
    unsentBody_other: 'Sie haben {{count}} Änderungen, die noch nicht gesendet wurden. Sie bleiben auf diesem Gerät, bis sie gesendet sind, also bis Sie sich wieder mit diesem Konto anmelden. Die heruntergeladenen Listen werden vom Gerät entfernt. Nicht gesendete Dokumente werden vom Gerät gelöscht.',
    everywhereTitle: 'Auf allen Geräten abmelden',
    everywhereNeedsConnection: 'Zum Abmelden auf allen Geräten ist eine Internetverbindung nötig. Sie können sich nur auf diesem Gerät abmelden oder es mit Verbindung erneut versuchen.',
    thisDeviceOnly: 'Nur auf diesem Gerät abmelden',
    signOutAnyway: 'Trotzdem abmelden',
    signingOut: 'Abmeldung läuft…',
  },
} satisfies Translation<typeof sq>;

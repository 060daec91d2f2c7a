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
  logout: {
    unsentTitle: 'Nicht gesendete Änderungen',
    unsentBody_one: 'Sie haben {{count}} Änderung, die noch nicht gesendet wurde. Sie bleibt auf diesem Gerät gespeichert und wird gesendet, wenn Sie sich wieder anmelden.',
    unsentBody_other: 'Sie haben {{count}} Änderungen, die noch nicht gesendet wurden. Sie bleiben auf diesem Gerät gespeichert und werden gesendet, wenn Sie sich wieder anmelden.',
    signOutAnyway: 'Trotzdem abmelden',
    signingOut: 'Abmeldung läuft…',
  },
} satisfies Translation<typeof sq>;

import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  title: 'Die App ist gesperrt',
  intro: 'Die App wurde eine Weile nicht benutzt. Geben Sie Ihr Passwort ein, um die Listen wieder zu sehen.',
  introReopen: 'Die Wählerdaten auf diesem Gerät sind verschlüsselt. Geben Sie Ihr Passwort ein, um die Listen zu öffnen.',
  needsConnection: 'Diese erste Prüfung braucht eine Internetverbindung. Versuchen Sie es erneut, wenn Sie Empfang haben.',
  signedInAs: 'Konto: {{name}}',
  password: 'Passwort',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein!',
  unlock: 'Entsperren',
  checking: 'Wird geprüft…',
  signOut: 'Abmelden',
  wrongPassword_one: 'Das Passwort ist nicht richtig. Noch {{count}} Versuch, bevor Sie abgemeldet werden.',
  wrongPassword_other: 'Das Passwort ist nicht richtig. Noch {{count}} Versuche, bevor Sie abgemeldet werden.',
} satisfies Translation<typeof sq>;

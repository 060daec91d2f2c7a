import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  title: 'The app is locked',
  intro: 'The app has not been used for a while. To see the lists again, enter your password.',
  introReopen: 'Voter data on this device is encrypted. To open the lists, enter your password.',
  needsConnection: 'This first check needs an internet connection. Try again when you have signal.',
  signedInAs: 'Account: {{name}}',
  password: 'Password',
  passwordRequired: 'Please enter your password!',
  unlock: 'Unlock',
  checking: 'Checking…',
  signOut: 'Sign out',
  wrongPassword_one: 'The password is not correct. {{count}} attempt left before you are signed out.',
  wrongPassword_other: 'The password is not correct. {{count}} attempts left before you are signed out.',
} satisfies Translation<typeof sq>;

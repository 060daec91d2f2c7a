import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  welcome: 'Welcome!',
  intro: 'Please sign in with your credentials.',
  username: 'Username or user code',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  usernameRequired: 'Please enter your username or user code!',
  passwordRequired: 'Please enter your password!',
  submit: 'Sign in',
  submitting: 'Signing in…',
  loginFailed: 'There was a mistake during login.',
  offline: 'No internet connection. Signing in needs a connection.',
  notice: {
    sessionEnded: 'Your session has ended. Please sign in again.',
    lockedOut: 'You were signed out after too many wrong attempts to unlock the app. Please sign in again.',
  },
  logout: {
    unsentTitle: 'Unsent changes',
    unsentBody_one: 'You have {{count}} change that has not been sent yet. It stays on this device until it is sent, that is until you sign in again with this account. The downloaded lists will be removed from the device. Except unsent documents: they are deleted from the device and will not be sent.',
    unsentBody_other: 'You have {{count}} changes that have not been sent yet. They stay on this device until they are sent, that is until you sign in again with this account. The downloaded lists will be removed from the device. Except unsent documents: they are deleted from the device and will not be sent.',
    everywhereTitle: 'Sign out of all devices',
    everywhereNeedsConnection: 'Signing out of all devices needs an internet connection. You can sign out of this device only, or try again when you are connected.',
    thisDeviceOnly: 'Sign out of this device only',
    signOutAnyway: 'Sign out anyway',
    signingOut: 'Signing out…',
  },
} satisfies Translation<typeof sq>;

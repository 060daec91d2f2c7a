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
  logout: {
    unsentTitle: 'Unsent changes',
    unsentBody_one: 'You have {{count}} change that has not been sent yet. It will be kept on this device and sent when you sign in again.',
    unsentBody_other: 'You have {{count}} changes that have not been sent yet. They will be kept on this device and sent when you sign in again.',
    signOutAnyway: 'Sign out anyway',
    signingOut: 'Signing out…',
  },
} satisfies Translation<typeof sq>;

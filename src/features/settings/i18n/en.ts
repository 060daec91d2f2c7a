import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  intro: 'These choices are kept on this device only.',
  themeColor: 'Theme colour',
  colors: {
    dark: 'Dark',
    light: 'Light',
    red: 'Red',
    green: 'Green',
    blue: 'Blue',
    yellow: 'Yellow',
    pink: 'Pink',
    orange: 'Orange',
  },
  sunlightHint: 'High contrast for outdoor work: black text on white, thick borders and larger text.',
  timezone: 'Time zone',
  tirana: 'Tirana',
  timePreview: 'Time now: {{time}}',
  notifications: 'Notifications',
  newsUpdates: 'News updates',
  upcomingEvents: 'Upcoming events',
  newMessages: 'New messages',
} satisfies Translation<typeof sq>;

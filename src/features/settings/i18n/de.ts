import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  intro: 'Diese Einstellungen werden nur auf diesem Gerät gespeichert.',
  themeColor: 'Designfarbe',
  colors: {
    dark: 'Dunkel',
    light: 'Hell',
    red: 'Rot',
    green: 'Grün',
    blue: 'Blau',
    yellow: 'Gelb',
    pink: 'Rosa',
    orange: 'Orange',
  },
  sunlightHint: 'Hoher Kontrast für die Arbeit im Freien: schwarzer Text auf Weiß, dicke Rahmen und größere Schrift.',
  timezone: 'Zeitzone',
  tirana: 'Tirana',
  timePreview: 'Aktuelle Zeit: {{time}}',
  notifications: 'Mitteilungen',
  newsUpdates: 'Neuigkeiten',
  upcomingEvents: 'Anstehende Termine',
  newMessages: 'Neue Nachrichten',
} satisfies Translation<typeof sq>;

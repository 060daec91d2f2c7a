/**
 * Settings screen strings (namespace `settings`). Its title and the language and sunlight labels
 * are shared with the shell: `common.*` in src/i18n/locales.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  intro: 'Këto zgjedhje ruhen vetëm në këtë pajisje.',
  themeColor: 'Ngjyra e temës',
  colors: {
    dark: 'E errët',
    light: 'E çelët',
    red: 'E kuqe',
    green: 'E gjelbër',
    blue: 'Blu',
    yellow: 'E verdhë',
    pink: 'Rozë',
    orange: 'Portokalli',
  },
  sunlightHint: 'Kontrast i lartë për punë jashtë: tekst i zi mbi të bardhë, kufij të trashë dhe shkronja më të mëdha.',
  timezone: 'Zona kohore',
  tirana: 'Tiranë',
  timePreview: 'Ora tani: {{time}}',
  notifications: 'Njoftimet',
  newsUpdates: 'Përditësime lajmesh',
  upcomingEvents: 'Ngjarje të ardhshme',
  newMessages: 'Mesazhe të reja',
} as const;

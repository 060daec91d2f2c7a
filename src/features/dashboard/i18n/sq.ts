/**
 * Dashboard strings (namespace `dashboard`).
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  welcome: 'Mirë se vini, {{name}}!',
  intro: 'Zgjidhni një modul nga menyja për të filluar.',
  special: 'Paneli i divizionit special',
  seeProfile: 'Shiko profilin',
} as const;

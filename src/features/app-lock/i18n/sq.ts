/**
 * App-lock strings (namespace `app-lock`). Albanian is the reference.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  title: 'Aplikacioni është i kyçur',
  intro: 'Aplikacioni nuk është përdorur për një kohë. Për të parë përsëri listat, shkruani fjalëkalimin tuaj.',
  introReopen: 'Të dhënat e votuesve në këtë pajisje janë të koduara. Për të hapur listat, shkruani fjalëkalimin tuaj.',
  needsConnection: 'Për këtë kontroll të parë duhet lidhje me internetin. Provoni përsëri kur të keni sinjal.',
  signedInAs: 'Llogaria: {{name}}',
  password: 'Fjalëkalimi',
  passwordRequired: 'Ju lutemi vendosni fjalëkalimin!',
  unlock: 'Shkyç',
  checking: 'Duke kontrolluar…',
  signOut: 'Dil',
  wrongPassword_one: 'Fjalëkalimi nuk është i saktë. Ju mbetet edhe {{count}} përpjekje para se të nxirreni nga llogaria.',
  wrongPassword_other: 'Fjalëkalimi nuk është i saktë. Ju mbeten edhe {{count}} përpjekje para se të nxirreni nga llogaria.',
} as const;

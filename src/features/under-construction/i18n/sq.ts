/**
 * Strings of the placeholder page for screens not built yet (namespace `under-construction`).
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  title: 'Faqja është në ndërtim',
  body: 'Ju lutemi kontrolloni më vonë.',
  home: 'Kthehu te paneli',
} as const;

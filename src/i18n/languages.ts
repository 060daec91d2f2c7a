/** Albanian first: it is the default and the reference language. */
export const LANGUAGES = ['sq', 'en', 'es', 'de', 'it', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sq';

/** Each language named in itself, the same in every interface language, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  sq: 'Shqip',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  ru: 'Русский',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** localStorage key of the chosen language (a device preference, kept on sign-out). */
export const LANGUAGE_KEY = 'language';

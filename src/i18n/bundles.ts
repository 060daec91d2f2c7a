import { syncStrings } from '../features/sync-status/i18n';
import { votingDayStrings } from '../features/voting-day/i18n';
import type { Language } from './languages';
import { sq } from './locales/sq';

/** A nested object of strings: one i18next namespace. */
export interface Bundle {
  [key: string]: string | Bundle;
}

/**
 * Strings written by other parts of the app, one object per language, merged into the default
 * namespace. A new part adds its export here.
 */
const EXTRA_STRINGS: ReadonlyArray<Record<Language, object>> = [syncStrings, votingDayStrings];

function isBundle(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge; a later value wins for the same key. */
export function mergeBundles(...parts: readonly object[]): Bundle {
  const out: Bundle = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      if (isBundle(value)) out[key] = mergeBundles(isBundle(existing) ? existing : {}, value);
      else if (typeof value === 'string') out[key] = value;
    }
  }
  return out;
}

function withExtras(language: Language, shell: object): Bundle {
  return mergeBundles(shell, ...EXTRA_STRINGS.map((extra) => extra[language]));
}

/** Albanian is bundled with the app: it is the default and the fallback for a missing key. */
export const sqBundle: Bundle = withExtras('sq', sq);

// Other languages are separate chunks, loaded (and precached by the service worker) on demand.
const loaders: Record<Exclude<Language, 'sq'>, () => Promise<object>> = {
  en: () => import('./locales/en').then((m) => m.en),
  es: () => import('./locales/es').then((m) => m.es),
  de: () => import('./locales/de').then((m) => m.de),
  it: () => import('./locales/it').then((m) => m.it),
  ru: () => import('./locales/ru').then((m) => m.ru),
};

export async function loadBundle(language: Language): Promise<Bundle> {
  if (language === 'sq') return sqBundle;
  return withExtras(language, await loaders[language]());
}

import type { Language } from './languages';

/** A nested object of strings: one i18next namespace in one language. */
export interface Bundle {
  [key: string]: string | Bundle;
}

/** The plural forms i18next appends to a key (the categories of Intl.PluralRules). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `x` for the keys `x_one` and `x_other` of the Albanian file; never for any other key. */
type PluralBase<K> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : never;

/**
 * What a language file must be to translate `T`, an Albanian file declared `as const`: every key
 * of `T`, a string for every text, nothing else. A plural key (`x_one`, `x_other`) may gain the
 * other forms its language needs (`x_few`, `x_many`). Used as `satisfies Translation<typeof sq>`,
 * so a missing or misspelt key fails the compiler.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & {
  readonly [K in `${PluralBase<keyof T & string>}_${PluralSuffix}`]?: string;
};

/** The five languages that are loaded on demand (Albanian always comes with the code). */
export type LazyLanguage = Exclude<Language, 'sq'>;

/** How a namespace fetches each non-Albanian language: one dynamic import (one chunk) per language. */
export type BundleLoaders<T> = Readonly<Record<LazyLanguage, () => Promise<Translation<T>>>>;

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

import { describe, expect, it } from 'vitest';
import { mergeBundles, type Bundle } from '../i18n/bundles';
import { LANGUAGES } from '../i18n/languages';
import { loadBundle } from './translations';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`)));
}

function lookup(bundle: Bundle, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Bundle)[key] : undefined), bundle);
}

describe('translations', async () => {
  const sq = await loadBundle('sq');
  const sqKeys = flatten(sq);
  const sqSingular = sqKeys.filter((k) => !PLURAL.test(k));
  const sqPluralBases = [...new Set(sqKeys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))];

  it('Albanian has texts', () => {
    expect(sqKeys.length).toBeGreaterThan(100);
    expect(lookup(sq, 'auth.usernameRequired')).toBe('Ju lutemi vendosni username ose kodin e përdoruesit!');
  });

  for (const language of LANGUAGES) {
    it(`${language} has every key of sq, with a non-empty text`, async () => {
      const bundle = await loadBundle(language);
      const keys = new Set(flatten(bundle));
      const missing = sqSingular.filter((k) => !keys.has(k));
      expect(missing).toEqual([]);
      for (const key of keys) expect(String(lookup(bundle, key)).trim()).not.toBe('');
    });

    it(`${language} has every plural form its grammar needs`, async () => {
      const bundle = await loadBundle(language);
      const keys = new Set(flatten(bundle));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = sqPluralBases.flatMap((base) => categories.map((c) => `${base}_${c}`)).filter((k) => !keys.has(k));
      expect(missing).toEqual([]);
    });

    it(`${language} keeps every {{placeholder}} of sq`, async () => {
      const bundle = await loadBundle(language);
      for (const key of sqSingular) {
        const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(lookup(bundle, key)), key).toEqual(placeholders(lookup(sq, key)));
      }
    });
  }

  it('non-Albanian languages are not copies of Albanian', async () => {
    for (const language of LANGUAGES.filter((l) => l !== 'sq')) {
      const bundle = await loadBundle(language);
      expect(lookup(bundle, 'auth.intro')).not.toBe(lookup(sq, 'auth.intro'));
    }
  });
});

describe('mergeBundles', () => {
  it('merges nested objects and lets later parts win', () => {
    expect(mergeBundles({ a: { b: 'x', c: 'y' } }, { a: { c: 'z' }, d: 'w' })).toEqual({ a: { b: 'x', c: 'z' }, d: 'w' });
  });
});

import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadBundle, sqBundle } from './bundles';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, LANGUAGES, isLanguage, type Language } from './languages';

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(new Error(`unsupported language ${language}`), false);
      return;
    }
    loadBundle(language).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The app's i18next instance, started on import with the stored language. Components using
 * useTranslation suspend until a lazily loaded language has arrived.
 */
void i18next
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { sq: { translation: sqBundle } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

export { i18next };

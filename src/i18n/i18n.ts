import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeBundles, type Bundle, type BundleLoaders, type LazyLanguage } from './bundles';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, LANGUAGES, isLanguage, type Language } from './languages';
import { sq as shellSq } from './locales/sq';

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

interface Registered {
  sq: object;
  lazy: Readonly<Record<LazyLanguage, () => Promise<object>>>;
}

/** Every namespace that has joined so far: the shell's at start, an area's when its code loads. */
const registry = new Map<string, Registered>();

const SHELL_NS = 'translation';

// The shell's other languages are separate chunks, loaded (and precached by the service worker)
// on demand, like every area's.
registry.set(SHELL_NS, {
  sq: shellSq,
  lazy: {
    en: () => import('./locales/en').then((m) => m.en),
    es: () => import('./locales/es').then((m) => m.es),
    de: () => import('./locales/de').then((m) => m.de),
    it: () => import('./locales/it').then((m) => m.it),
    ru: () => import('./locales/ru').then((m) => m.ru),
  },
});

/** Fetches a non-Albanian language of a registered namespace; Albanian is always there already. */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = isLanguage(language) && language !== 'sq' ? registry.get(namespace)?.lazy[language] : undefined;
    if (!load) {
      callback(new Error(`no ${language} strings for namespace ${namespace}`), false);
      return;
    }
    load().then(
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
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    resources: { sq: { [SHELL_NS]: shellSq } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

/**
 * Adds an area's namespace to the app's i18next. Albanian goes in at once, so it ships with the
 * area's code; `lazy` fetches another language when it is the current one (right away) or
 * becomes it (on the language change), each as its own chunk. Call it at the top level of the
 * area's `i18n/namespace.ts`; it returns the name for `useTranslation`.
 */
export function registerNamespace<const N extends string, T extends object>(ns: N, sq: T, lazy: BundleLoaders<T>): N {
  registry.set(ns, { sq, lazy });
  i18next.addResourceBundle('sq', ns, sq, true, true);
  // Joins the namespaces a language change loads, and starts loading the current language.
  void i18next.loadNamespaces(ns);
  return ns;
}

/**
 * Every registered namespace in one language, keyed by namespace name (`auth.usernameRequired`):
 * for checks over all the strings, not for rendering.
 */
export async function loadRegisteredBundles(language: Language): Promise<Bundle> {
  const entries = await Promise.all(
    [...registry].map(async ([ns, { sq, lazy }]) => ({ [ns]: language === 'sq' ? sq : await lazy[language]() })),
  );
  return mergeBundles(...entries);
}

export { i18next };

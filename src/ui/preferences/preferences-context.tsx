import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { i18next } from '../../i18n/i18n';
import { applyPreferencesToDocument } from './apply-preferences';
import { readPreferences, writePreference, type Preferences } from './preferences';

export interface PreferencesContextValue {
  prefs: Preferences;
  /** Stores one preference on this device and applies it at once. */
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

function initialPreferences(): Preferences {
  const prefs = readPreferences();
  // Applied before the first paint so a reload never flashes the wrong colour.
  applyPreferencesToDocument(prefs);
  return prefs;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState(initialPreferences);
  const current = useRef(prefs);

  const setPreference = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    const next = { ...current.current, [key]: value };
    current.current = next;
    writePreference(key, value);
    // Applied before the re-render, so anything formatted during it already uses the new zone.
    applyPreferencesToDocument(next);
    setPrefs(next);
    if (key === 'language') void i18next.changeLanguage(next.language);
  }, []);

  const value = useMemo(() => ({ prefs, setPreference }), [prefs, setPreference]);
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

export function usePreferences(): PreferencesContextValue {
  const value = use(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}

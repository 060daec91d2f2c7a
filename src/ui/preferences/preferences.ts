import { z } from 'zod';
import { DEFAULT_OFFSET_HOURS, MAX_OFFSET_HOURS, MIN_OFFSET_HOURS } from '../../lib/datetime';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, LANGUAGES, type Language } from '../../i18n/languages';

export const THEME_COLORS = ['dark', 'light', 'red', 'green', 'blue', 'yellow', 'pink', 'orange'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

const layoutPrefs = z.object({
  layout: z.enum(['vertical', 'horizontal']),
  width: z.enum(['fluid', 'boxed']),
  topbar: z.enum(['light', 'dark']),
  sidebar: z.enum(['dark', 'light', 'compact']),
  preloader: z.boolean(),
});
/** The settings side panel (spec 01 §2 "Chrome"). */
export type LayoutPrefs = z.infer<typeof layoutPrefs>;

const notificationPrefs = z.object({ news: z.boolean(), events: z.boolean(), messages: z.boolean() });
export type NotificationPrefs = z.infer<typeof notificationPrefs>;

/** Every choice of the settings screen and the settings panel. All stay on this device. */
export interface Preferences {
  color: ThemeColor;
  language: Language;
  /** Whole hours from GMT, −11…+12. */
  timezone: number;
  layout: LayoutPrefs;
  /** The high-contrast outdoor theme. */
  sunlight: boolean;
  notifications: NotificationPrefs;
}

export const DEFAULT_PREFERENCES: Preferences = {
  color: 'blue',
  language: DEFAULT_LANGUAGE,
  timezone: DEFAULT_OFFSET_HOURS,
  // Spec 01 §2: vertical layout, fluid width, dark sidebar, light top bar. The preloader only
  // delays field work, so it starts switched off.
  layout: { layout: 'vertical', width: 'fluid', topbar: 'light', sidebar: 'dark', preloader: false },
  sunlight: false,
  notifications: { news: true, events: true, messages: true },
};

/** localStorage keys. 'color' is named by the spec; the others are ours. */
export const PREFERENCE_KEYS = {
  color: 'color',
  language: LANGUAGE_KEY,
  timezone: 'timezone',
  layout: 'layout',
  sunlight: 'sunlight',
  notifications: 'notificationSettings',
} as const satisfies Record<keyof Preferences, string>;

const schemas = {
  color: z.enum(THEME_COLORS),
  language: z.enum(LANGUAGES),
  timezone: z.number().int().min(MIN_OFFSET_HOURS).max(MAX_OFFSET_HOURS),
  layout: layoutPrefs,
  sunlight: z.boolean(),
  notifications: notificationPrefs,
} satisfies { [K in keyof Preferences]: z.ZodType<Preferences[K]> };

// 'color' and 'language' are plain strings (the original app stored the colour that way); the
// rest is JSON.
function decode(key: keyof Preferences, raw: string): unknown {
  if (key === 'color' || key === 'language') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function encode(key: keyof Preferences, value: unknown): string {
  return key === 'color' || key === 'language' ? String(value) : JSON.stringify(value);
}

function readOne<K extends keyof Preferences>(storage: Storage, key: K): Preferences[K] {
  const raw = storage.getItem(PREFERENCE_KEYS[key]);
  if (raw === null) return DEFAULT_PREFERENCES[key];
  const parsed = (schemas[key] as z.ZodType).safeParse(decode(key, raw));
  // The schema of `key` produces Preferences[K] (checked by the `satisfies` above).
  return parsed.success ? (parsed.data as Preferences[K]) : DEFAULT_PREFERENCES[key];
}

/** Reads every preference; a missing or damaged value falls back to its default. */
export function readPreferences(storage: Storage = localStorage): Preferences {
  return {
    color: readOne(storage, 'color'),
    language: readOne(storage, 'language'),
    timezone: readOne(storage, 'timezone'),
    layout: readOne(storage, 'layout'),
    sunlight: readOne(storage, 'sunlight'),
    notifications: readOne(storage, 'notifications'),
  };
}

export function writePreference<K extends keyof Preferences>(key: K, value: Preferences[K], storage: Storage = localStorage): void {
  storage.setItem(PREFERENCE_KEYS[key], encode(key, value));
}

import { DEFAULT_OFFSET_HOURS, MAX_OFFSET_HOURS, MIN_OFFSET_HOURS } from '../../lib/display-offset';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, LANGUAGES, type Language } from '../../i18n/languages';

// Checked by hand rather than with zod: preferences are read before the first paint of every
// screen, the sign-in page included, and zod is the largest library that page would otherwise load.

export const THEME_COLORS = ['dark', 'light', 'red', 'green', 'blue', 'yellow', 'pink', 'orange'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

const LAYOUTS = ['vertical', 'horizontal'] as const;
const WIDTHS = ['fluid', 'boxed'] as const;
const TOPBARS = ['light', 'dark'] as const;
const SIDEBARS = ['dark', 'light', 'compact'] as const;

/** The settings side panel (spec 01 §2 "Chrome"). */
export interface LayoutPrefs {
  layout: (typeof LAYOUTS)[number];
  width: (typeof WIDTHS)[number];
  topbar: (typeof TOPBARS)[number];
  sidebar: (typeof SIDEBARS)[number];
  preloader: boolean;
}

export interface NotificationPrefs {
  news: boolean;
  events: boolean;
  messages: boolean;
}

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

/** A value of `options`, or undefined. */
function oneOf<const T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

function record(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function boolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Each returns the stored value rebuilt from its known fields, or undefined when it is damaged. */
const validators: { [K in keyof Preferences]: (value: unknown) => Preferences[K] | undefined } = {
  color: (value) => oneOf(THEME_COLORS, value),
  language: (value) => oneOf(LANGUAGES, value),
  timezone: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_OFFSET_HOURS && value <= MAX_OFFSET_HOURS ? value : undefined,
  layout: (value) => {
    const v = record(value);
    if (!v) return undefined;
    const layout = oneOf(LAYOUTS, v.layout);
    const width = oneOf(WIDTHS, v.width);
    const topbar = oneOf(TOPBARS, v.topbar);
    const sidebar = oneOf(SIDEBARS, v.sidebar);
    const preloader = boolean(v.preloader);
    return layout && width && topbar && sidebar && preloader !== undefined ? { layout, width, topbar, sidebar, preloader } : undefined;
  },
  sunlight: boolean,
  notifications: (value) => {
    const v = record(value);
    if (!v) return undefined;
    const news = boolean(v.news);
    const events = boolean(v.events);
    const messages = boolean(v.messages);
    return news !== undefined && events !== undefined && messages !== undefined ? { news, events, messages } : undefined;
  },
};

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
  return validators[key](decode(key, raw)) ?? DEFAULT_PREFERENCES[key];
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

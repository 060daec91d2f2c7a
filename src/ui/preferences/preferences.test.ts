import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, readPreferences, writePreference } from './preferences';

beforeEach(() => localStorage.clear());

describe('preferences', () => {
  it('starts from the spec defaults: vertical, fluid, dark sidebar, light top bar, Albanian, GMT+1', () => {
    const prefs = readPreferences();
    expect(prefs).toEqual(DEFAULT_PREFERENCES);
    expect(prefs.layout).toMatchObject({ layout: 'vertical', width: 'fluid', sidebar: 'dark', topbar: 'light' });
    expect(prefs.language).toBe('sq');
    expect(prefs.timezone).toBe(1);
  });

  it("stores the theme colour as a plain string under 'color'", () => {
    writePreference('color', 'red');
    expect(localStorage.getItem('color')).toBe('red');
    expect(readPreferences().color).toBe('red');
  });

  it('round-trips every preference', () => {
    writePreference('language', 'de');
    writePreference('timezone', -5);
    writePreference('layout', { layout: 'horizontal', width: 'boxed', topbar: 'dark', sidebar: 'compact', preloader: true });
    writePreference('sunlight', true);
    writePreference('notifications', { news: false, events: true, messages: false });
    expect(readPreferences()).toEqual({
      color: 'blue',
      language: 'de',
      timezone: -5,
      layout: { layout: 'horizontal', width: 'boxed', topbar: 'dark', sidebar: 'compact', preloader: true },
      sunlight: true,
      notifications: { news: false, events: true, messages: false },
    });
  });

  it('falls back to the default for a damaged value', () => {
    localStorage.setItem('color', 'purple');
    localStorage.setItem('timezone', '99');
    localStorage.setItem('layout', '{not json');
    const prefs = readPreferences();
    expect(prefs.color).toBe(DEFAULT_PREFERENCES.color);
    expect(prefs.timezone).toBe(1);
    expect(prefs.layout).toEqual(DEFAULT_PREFERENCES.layout);
  });
});

import { setDisplayOffset } from '../../lib/display-offset';
import type { Preferences } from './preferences';

/**
 * Reflects the look-related preferences on <html> (theme.css and Chakra's dark mode read these)
 * and sets the display time zone. Idempotent; safe to call before the first render.
 */
export function applyPreferencesToDocument(prefs: Preferences, root: HTMLElement = document.documentElement): void {
  root.dataset.color = prefs.color;
  // Sunlight is black on white: it wins over the dark colour choice.
  root.classList.toggle('dark', prefs.color === 'dark' && !prefs.sunlight);
  root.classList.toggle('light', !(prefs.color === 'dark' && !prefs.sunlight));
  if (prefs.sunlight) root.dataset.sunlight = '';
  else delete root.dataset.sunlight;
  root.lang = prefs.language;
  setDisplayOffset(prefs.timezone);
}

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import appConfig from '../../vite.config';

const page = resolve(fileURLToPath(new URL('.', import.meta.url)), 'observer-page.tsx');

/**
 * The observer screen's module keeps its id (the app's precache plan looks its chunk up by that
 * path and fails the build without it) but its code becomes a re-export of the floor's page; every
 * other module is the app's. Should the screen's file ever move, the build fails rather than
 * quietly measure the real screen as its own floor.
 */
function swapObserverPage(): Plugin {
  let swapped = false;
  return {
    name: 'bench-shell-floor-observer-page',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('/src/features/voting-day/pages/observer-page.tsx')) return null;
      swapped = true;
      return `export { default } from ${JSON.stringify(page)};\n`;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error('src/features/voting-day/pages/observer-page.tsx was not loaded: update the shell floor');
    },
  };
}

// The app's own build (vite.config.ts: chunks, service worker, precache) with one screen swapped.
export default mergeConfig(appConfig, { plugins: [swapObserverPage()] });

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import appConfig from '../../vite.config';

const page = resolve(fileURLToPath(new URL('.', import.meta.url)), 'observer-page.tsx');

/**
 * Routes' import of the observer screen resolves to the floor's page; every other module is the
 * app's. Should that import ever change, the build fails rather than quietly measure the real
 * screen as its own floor.
 */
function swapObserverPage(): Plugin {
  let swapped = false;
  return {
    name: 'bench-shell-floor-observer-page',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../features/voting-day/pages/observer-page' || !importer?.endsWith('/src/app/routes.tsx')) return null;
      swapped = true;
      return page;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error('src/app/routes.tsx no longer imports ../features/voting-day/pages/observer-page: update the shell floor');
    },
  };
}

// The app's own build (vite.config.ts: chunks, service worker, precache) with one screen swapped.
export default mergeConfig(appConfig, { plugins: [swapObserverPage()] });

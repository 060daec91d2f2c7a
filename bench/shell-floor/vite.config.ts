import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import appConfig from '../../vite.config';

const page = resolve(fileURLToPath(new URL('.', import.meta.url)), 'observer-page.tsx');

/** Routes' import of the observer screen resolves to the floor's page; every other module is the app's. */
const swapObserverPage: Plugin = {
  name: 'bench-shell-floor-observer-page',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../features/voting-day/pages/observer-page' && importer?.endsWith('/src/app/routes.tsx')) return page;
    return null;
  },
};

// The app's own build (vite.config.ts: chunks, service worker, precache) with one screen swapped.
export default mergeConfig(appConfig, { plugins: [swapObserverPage] });

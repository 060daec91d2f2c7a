import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';
import { precachePlan } from './scripts/precache-plan';
import { chakraGlobalCssPlugin } from './scripts/vite-chakra-css';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

// What the field needs opens offline from the first visit: the shell, sign-in and these screens
// (voting day, patronaged and referred lists, QR attendance, received tasks), every language and
// what they load on demand (the paper list's PDF code, the Excel export, the QR decoder). Other
// screens, the charts and the rich-text editor are cached when first opened or when the page asks
// at idle (sw/on-use-cache.ts).
const plan = precachePlan({
  fieldPages: [
    'auth/pages/login-page',
    'auth/pages/logout-page',
    'dashboard/pages/dashboard-page',
    'settings/pages/settings-page',
    'voting-day/pages/observer-page',
    'voting-day/pages/patronage-page',
    'patronage-outreach/pages/my-patronage-page',
    'patronage-outreach/pages/referred-page',
    'member-tasks/pages/tasks-received-page',
    'member-tasks/pages/task-view-page',
    'member-tasks/pages/task-qr-view-page',
    'sent-tasks/pages/task-qr-list-page',
  ],
  onUse: ['dashboard/components/points-chart', 'member-tasks/components/report-editor'],
});

export default defineConfig({
  plugins: [
    react(),
    chakraGlobalCssPlugin(),
    plan.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/pwa/register-sw.ts registers the worker itself (workbox-window, production only).
      injectRegister: false,
      registerType: 'prompt',
      // public/manifest.webmanifest is ours; the plugin must not generate another one.
      manifest: false,
      injectManifest: {
        // Every built file, the manifest and the icons the shell shows; the plan marks the files
        // cached on use instead of at install.
        globPatterns: ['**/*.{js,css,html}', 'manifest.webmanifest', 'icons/icon-192.png'],
        manifestTransforms: [plan.manifestTransform],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Chakra's '@chakra-ui/react/theme' builds its whole default theme in one module-level
      // `defineConfig({...})` (an identity function) that the bundler cannot prove pure; marked,
      // the recipes src/app/theme/system.ts does not pick are left out of the bundle.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // Every module the entry imports statically is loaded by every screen; in one chunk rather
        // than the dozens of small shared chunks the splitter makes of them, it compresses better.
        // Without following dependencies, a module the entry only re-exports through a barrel (the
        // toast machines behind '@zag-js/toast') stays with the lazy chunk that uses it.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }] },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
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
        // The shell, every route chunk, the lazily loaded languages, the manifest and the icons the
        // shell shows: everything needed to open any screen offline after the first visit.
        globPatterns: ['**/*.{js,css,html}', 'manifest.webmanifest', 'icons/icon-192.png'],
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

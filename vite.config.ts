import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});

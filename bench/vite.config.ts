import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bench pages: built after the app (see bench/lib/build.ts, which passes --outDir) into the
// same folder, so the real server serves them on the app's origin. The app's build is untouched.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const pagesDir = resolve(root, 'bench', 'pages');
const pages = Object.fromEntries(
  readdirSync(pagesDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file.replace(/\.html$/, ''), resolve(pagesDir, file)]),
);

/** Module service workers need a fixed URL inside the scope they control (/bench/pages/). */
const serviceWorkers = { 'b1-workbox-sw': resolve(pagesDir, 'b1-workbox-sw.ts') };

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  // The same React plugin as the app, for B7's floor page (the other pages have no JSX).
  plugins: [react()],
  build: {
    outDir: resolve(process.env.BENCH_BUILD_DIR || resolve(root, 'node_modules', '.cache', 'terren-bench'), 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    assetsDir: 'bench/assets',
    rolldownOptions: {
      input: { ...pages, ...serviceWorkers },
      output: {
        entryFileNames: (chunk) => (chunk.name in serviceWorkers ? 'bench/pages/[name].js' : 'bench/assets/[name]-[hash].js'),
      },
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same Vite, same React plugin and target as the app (vite.config.ts at the root), nothing else.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
});

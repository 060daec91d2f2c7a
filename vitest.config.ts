import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the client (happy-dom + fake-indexeddb) and the server (node, real PGlite or PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

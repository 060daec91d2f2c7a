// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Import boundaries, in the manner of bulletproof-react: `app → features → shared`.
 * - a feature imports no other feature and nothing from src/app;
 * - the shared places (src/lib, src/ui, src/contract, src/db, src/api, src/i18n, src/sync, src/collections) import no
 *   feature and nothing from src/app;
 * - server routes hold no SQL: no drizzle-orm, no schema (the repositories do that);
 * - no import cycles anywhere (type-only imports do not count).
 * Paths are resolved, so `../../features/x` and `../x` are caught alike.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['./src/lib', './src/ui', './src/contract', './src/db', './src/api', './src/i18n', './src/sync', './src/collections'];

/** Features may not reach into one another (tests may compose features: see below). */
const crossFeatureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature imports no other feature: move what both need to src/lib, src/ui, src/api or src/contract.',
}));

const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'Features import nothing from the shell (src/app): shared pieces live in src/ui or src/lib.',
  },
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code imports no feature and nothing from the shell (src/app).',
  },
  {
    target: './server/routes',
    from: ['./server/db/schema.ts', './server/db/schema'],
    message: 'Routes stay thin: the SQL and the schema belong to server/repositories.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results', 'playwright-report', 'server/db/migrations', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...crossFeatureZones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test may compose features to exercise a whole path (a vote written by voting-day, shown by
    // sync-status); production code may not. The layer rules still hold for tests.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones.filter((zone) => zone.target !== './server/routes') }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.object.name='Menu'][name.property.name='Item'] > JSXAttribute[name.name='onSelect']",
          message: 'A quick tap can lose a menu select: use MenuActionItem (src/ui/menu-action-item.tsx) and onAction.',
        },
        {
          // Chakra hides a loading button's children (visibility: hidden) behind the spinner; with no
          // loadingText the button has no accessible name while it works (an axe button-name violation).
          selector:
            "JSXOpeningElement[name.name='Button']:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name='loadingText'])):not(:has(JSXAttribute[name.name='aria-label']))",
          message: 'A loading Button needs loadingText (or aria-label): Chakra hides its label behind the spinner.',
        },
      ],
    },
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes stay thin: queries belong to server/repositories.' }] },
      ],
    },
  },
  {
    // The sync engine is pure: its ports are injected, so it must not reach for React, Dexie or ky itself.
    files: ['src/sync/**/*.{ts,tsx}'],
    ignores: ['src/sync/**/*.test.{ts,tsx}', 'src/sync/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-*', 'dexie', 'dexie-*', 'ky', 'ky/*'], message: 'The sync core is pure: React, Dexie and ky come in through src/sync/adapters.' },
            // src/api wraps ky and src/db is Dexie, at whatever depth the import starts.
            { group: ['**/api', '**/api/*', '**/db', '**/db/*'], message: 'The sync core reaches src/api and src/db only through its ports (src/sync/adapters).' },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);

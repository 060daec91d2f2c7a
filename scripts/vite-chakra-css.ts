import type { Plugin } from 'vite';

/** What the app imports (main.tsx) to get the sheet; see src/app/theme/global-css.ts. */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css';
// Resolved to a path ending in .css, so Vite's CSS pipeline bundles it like any style sheet.
const RESOLVED = '/@terren/chakra-global.css';

/**
 * Emits Chakra's global styles (reset, tokens as CSS variables, the layer order) as a static style
 * sheet, built from the app's own system at build time. Loaded only when asked for: evaluating the
 * theme takes a second or two in Node.
 */
export function chakraGlobalCssPlugin(): Plugin {
  return {
    name: 'terren:chakra-global-css',
    resolveId(id) {
      return id === CHAKRA_GLOBAL_CSS ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const [{ system }, { chakraGlobalCss }] = await Promise.all([import('../src/app/theme/system'), import('../src/app/theme/global-css')]);
      return chakraGlobalCss(system);
    },
  };
}

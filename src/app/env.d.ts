/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when it is not served from the app's own origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Chakra's global styles as a static sheet, built by scripts/vite-chakra-css.ts.
declare module 'virtual:chakra-global.css';

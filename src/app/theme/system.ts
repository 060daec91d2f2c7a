import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const ROLES = ['contrast', 'fg', 'subtle', 'muted', 'emphasized', 'solid', 'focusRing'] as const;

/**
 * One static system. The theme colour is a palette called `brand`, set as the default
 * colorPalette of the whole page; its values here are the blue default. theme.css re-points the
 * brand variables at another palette from `html[data-color=…]`, so switching colour (or the
 * sunlight theme) is a pure CSS change: no new system, no re-render of the tree.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: { brand: Object.fromEntries(SHADES.map((shade) => [shade, { value: `{colors.blue.${shade}}` }])) },
    },
    semanticTokens: {
      colors: {
        brand: {
          ...Object.fromEntries(ROLES.map((role) => [role, { value: `{colors.blue.${role}}` }])),
          // White on blue.600 drops below 4.5:1 in the hover state; 700 keeps it above.
          solid: { value: '{colors.blue.700}' },
        },
        // Chakra's light-mode status texts (red/orange/green 500–600) miss 4.5:1 on white.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

export const system = createSystem(defaultConfig, config);

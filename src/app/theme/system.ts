import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (`defaultConfig`) with only the recipes of the components the app uses:
 * the full set is about 25 KiB (gzip) of styles for components it never renders, and the theme
 * ships with the sign-in page. A component whose recipe is missing renders unstyled (Chakra falls
 * back to an empty recipe), so a component newly imported from '@chakra-ui/react' needs its recipe
 * here; `system.test.ts` checks that for every file under src/.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

/** What `defaultConfig` adds to `defaultBaseConfig`, minus the recipes above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

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
        // White on green.600 (the "Konfirmo" button, the "Ka votuar" badge) is 3.29:1; on 700, 5.0:1.
        green: { solid: { value: '{colors.green.700}' } },
        // The unsent-count badge: white on orange.600 is 3.56:1; on 700, 5.2:1 (dark mode is black on 500).
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
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

export const system = createSystem(defaultBaseConfig, themeConfig, config);

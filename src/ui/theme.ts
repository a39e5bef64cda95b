// The Chakra UI v3 styling system of the storefront: Chakra's defaults plus the brand palette,
// CJK fonts and the fixed 1440 px layout width (spec 2.3).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const LAYOUT_MIN_WIDTH = '1440px';
/** Width of the centred content column inside the 1440 px layout. */
export const CONTENT_WIDTH = '1200px';

const config = defineConfig({
  globalCss: {
    'html, body': {
      minWidth: LAYOUT_MIN_WIDTH,
      bg: 'white',
      color: 'gray.800',
    },
    body: {
      fontFamily: 'body',
      fontSize: '14px',
      lineHeight: '1.5',
    },
    a: { color: 'inherit', textDecoration: 'none' },
    // A buyer who asks the system for less motion gets colour and hover changes at once, not
    // faded over 200 ms, and dialogs, menus and toasts appear without their opening keyframes
    // (also what lets an accessibility audit read a pressed tab's or an opening dialog's final colour).
    '*, *::before, *::after': {
      _motionReduce: { transitionDuration: '0s !important', transitionDelay: '0s !important' },
    },
    // The loading bar (role=progressbar) keeps its fill: it says that something is under way.
    '*:not([role=progressbar]), *::before, *::after': {
      _motionReduce: { animationDuration: '0s !important', animationDelay: '0s !important' },
    },
  },
  theme: {
    keyframes: {
      loadingBar: { from: { width: '0%' }, to: { width: '100%' } },
    },
    tokens: {
      fonts: {
        body: { value: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif' },
        heading: { value: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#fdecec' },
          100: { value: '#f9cfd0' },
          200: { value: '#f2a3a5' },
          300: { value: '#e9686c' },
          400: { value: '#df3a40' },
          500: { value: '#d41f26' },
          600: { value: '#c8161d' },
          700: { value: '#a11016' },
          800: { value: '#7a0c11' },
          900: { value: '#52080b' },
          950: { value: '#2e0406' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

// Chakra's base config and theme tokens, with only the recipes of the components we use
// (instead of defaultConfig's ~90 recipes): keeps the first page's JavaScript small.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);

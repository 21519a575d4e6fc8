/** Design tokens from docs/spec.md §9. Components read these, never literals of their own. */
export const colors = {
  hunter900: '#0c2a1f',
  hunter700: '#12402f',
  hunter500: '#1b5e45',
  hunter300: '#5f9b82',
  hunter100: '#e3efe9',
  base1: '#ffffff',
  base2: '#f7f5f0',
  base3: '#efebe3',
  base4: '#d9d3c7',
  ink900: '#1d1d1b',
  ink700: '#3d3c38',
  ink500: '#65635d',
  coral500: '#d9472b',
  coral100: '#fbe6e1',
  gold500: '#f2b705',
  gold100: '#fdf3d3',
  sky500: '#1f6fb2',
  sky100: '#e2eef8',
  blue500: '#1f6fb2',
  yellow300: '#f7d154',
  green500: '#1d7a46',
  grey700: '#4a4944',
  purple500: '#6b3fa0',
  red500: '#c2331b',
  success: '#1d7a46',
  warning: '#8a5a00',
  danger: '#b3261e',
} as const;

export type ColorName = keyof typeof colors;

export const breakpoints = { xxs: 320, xs: 360, sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1440 } as const;

export const theme = {
  colors,
  /** Theme base colour (docs/spec.md §9: base3). */
  base: colors.base3,
  maxWidth: { small: '800px', default: '1280px', large: '1920px' },
  containerPadding: '10px',
  gutter: '10px',
  header: { heightMobile: '108px', heightDesktop: '188px' },
  zIndex: { navigation: 10, modal: 20 },
  logo: { height: '32px', heightWide: '48px' },
  breakpoints,
  button: { maxWidth: '500px', height: '48px', heightSmall: '36px' },
  /** The smallest control a finger can hit (WCAG 2.5.5): icon buttons, inputs, links in lists. */
  tapTarget: '44px',
  radius: { small: '6px', default: '10px', pill: '999px' },
  font: {
    // 'Mulish Fallback' (styles/global.css) stands in, metric-matched, until Mulish has loaded.
    family: "Mulish, 'Mulish Fallback', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', xxl: '40px' },
  },
  shadow: { card: '0 1px 3px rgba(29, 29, 27, 0.12)', raised: '0 8px 24px rgba(29, 29, 27, 0.18)' },
  focus: `0 0 0 3px ${colors.gold500}`,
} as const;

export type Theme = typeof theme;

/** Media query from a breakpoint name: `${up('md')} { ... }`. */
export function up(name: keyof typeof breakpoints): string {
  return `@media (min-width: ${breakpoints[name]}px)`;
}

/** The theme colour name for a name from a service: itself when the theme has it, else the fallback. */
export function colorNameOf(name: string | undefined, fallback: ColorName = 'hunter500'): ColorName {
  // Own keys only: a name such as "toString" from a service is not a colour.
  return name && Object.hasOwn(colors, name) ? (name as ColorName) : fallback;
}

/** A theme colour by name, falling back to the default header colour for unknown names. */
export function colorOf(name: string | undefined, fallback: ColorName = 'hunter500'): string {
  return colors[colorNameOf(name, fallback)];
}

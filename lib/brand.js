// @ts-check
/**
 * The brand id (NEXT_PUBLIC_BRAND, default "nordfynd"): namespace of the brand's texts, storefront prefix, DYO query key. Written once for
 * next.config.js, next-i18next.config.js and lib/ (lib/locales.ts): CommonJS because the configs load it before TypeScript is compiled. A
 * literal NEXT_PUBLIC_ read, so Next inlines it in the browser's bundle.
 */
const BRAND = process.env.NEXT_PUBLIC_BRAND || 'nordfynd';

module.exports = { BRAND };

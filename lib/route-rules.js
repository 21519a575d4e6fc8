// @ts-check
/**
 * Builds Next.js rewrites and redirects from lib/route-table.json, so that the
 * route table stays the one source of localized paths (CONVENTIONS.md §5).
 * CommonJS because next.config.js loads it before TypeScript is compiled.
 */
/** @type {Record<string, Record<string, string | null>>} */
const table = require('./route-table.json').routes;

/** @typedef {{ source: string, destination: string, locale: false }} Rewrite */
/** @typedef {Rewrite & { permanent: true }} Redirect */

/**
 * Most specific source first: the first matching rule wins, and
 * `/varukorg/kassa/` must not be caught by the rule for `/varukorg/`.
 * @template {{ source: string }} T
 * @param {T[]} rules
 * @returns {T[]}
 */
function mostSpecificFirst(rules) {
  const depth = (/** @type {string} */ s) => s.split('/').length;
  return rules.sort((a, b) => depth(b.source) - depth(a.source) || b.source.length - a.source.length);
}

/**
 * @param {string | null | undefined} path
 * @param {string} brand
 */
function fill(path, brand) {
  return path == null ? null : path.replace('{brand}', brand);
}

/** Locale prefixes a path is reachable under ("" for the default locale). */
function prefixes(/** @type {string} */ locale, /** @type {string} */ defaultLocale) {
  return locale === defaultLocale ? ['', `/${locale}`] : [`/${locale}`];
}

/**
 * Rewrites from each localized path to the page of its route key.
 * @param {{ locales: string[], defaultLocale: string, brand: string }} opts
 * @returns {Rewrite[]}
 */
function buildRewrites({ locales, defaultLocale, brand }) {
  /** @type {Rewrite[]} */
  const rules = [];
  for (const key of Object.keys(table)) {
    if (key === '/') continue;
    for (const locale of locales) {
      const localized = fill(table[key]?.[locale], brand);
      if (localized == null || localized === key) continue;
      for (const prefix of prefixes(locale, defaultLocale)) {
        rules.push({ source: `${prefix}${localized}:rest*`, destination: `/${locale}${key}:rest*`, locale: false });
      }
    }
  }
  return mostSpecificFirst(rules);
}

/**
 * Permanent redirects from an unlocalized path to the localized one in locales
 * that have their own word for it.
 * @param {{ locales: string[], defaultLocale: string, brand: string }} opts
 * @returns {Redirect[]}
 */
function buildRedirects({ locales, defaultLocale, brand }) {
  /** @type {Redirect[]} */
  const rules = [];
  for (const key of Object.keys(table)) {
    if (key === '/') continue;
    for (const locale of locales) {
      const localized = fill(table[key]?.[locale], brand);
      if (localized == null || localized === key) continue;
      // The default locale's canonical URLs have no prefix; Next also matches "/x/" as "/sv-SE/x/".
      const target = locale === defaultLocale ? '' : `/${locale}`;
      for (const prefix of prefixes(locale, defaultLocale)) {
        rules.push({ source: `${prefix}${key}:rest*`, destination: `${target}${localized}:rest*/`, locale: false, permanent: true });
      }
    }
  }
  return mostSpecificFirst(rules);
}

module.exports = { buildRewrites, buildRedirects };

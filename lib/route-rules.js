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

/** @typedef {{ locales: string[], defaultLocale: string, brand: string }} RouteOpts */
/** @typedef {{ key: string, locale: string, localized: string, prefix: string }} LocalizedRoute */

/**
 * Every route key with its own word in a locale, once per locale prefix it is reachable under.
 * @param {RouteOpts} opts
 * @returns {LocalizedRoute[]}
 */
function localizedRoutes({ locales, defaultLocale, brand }) {
  /** @type {LocalizedRoute[]} */
  const routes = [];
  for (const key of Object.keys(table)) {
    if (key === '/') continue;
    for (const locale of locales) {
      const localized = fill(table[key]?.[locale], brand);
      if (localized == null || localized === key) continue;
      for (const prefix of prefixes(locale, defaultLocale)) routes.push({ key, locale, localized, prefix });
    }
  }
  return routes;
}

/**
 * Rewrites from each localized path to the page of its route key.
 * @param {RouteOpts} opts
 * @returns {Rewrite[]}
 */
function buildRewrites(opts) {
  return mostSpecificFirst(
    localizedRoutes(opts).map(({ key, locale, localized, prefix }) => ({ source: `${prefix}${localized}:rest*`, destination: `/${locale}${key}:rest*`, locale: false })),
  );
}

/**
 * Permanent redirects from an unlocalized path to the localized one in locales
 * that have their own word for it.
 * @param {RouteOpts} opts
 * @returns {Redirect[]}
 */
function buildRedirects(opts) {
  return mostSpecificFirst(
    localizedRoutes(opts).map(({ key, locale, localized, prefix }) => {
      // The default locale's canonical URLs have no prefix; Next also matches "/x/" as "/sv-SE/x/".
      const target = locale === opts.defaultLocale ? '' : `/${locale}`;
      return { source: `${prefix}${key}:rest*`, destination: `${target}${localized}:rest*/`, locale: /** @type {false} */ (false), permanent: /** @type {true} */ (true) };
    }),
  );
}

module.exports = { buildRewrites, buildRedirects };

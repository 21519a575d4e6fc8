/**
 * The one shape of the ids the app passes on (article, cart, order, design, category and affiliate ids): 1–64 URL-safe characters, so an id
 * can go into a path, a query string or a cookie without escaping.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

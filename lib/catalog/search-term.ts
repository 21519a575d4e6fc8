/** The search term of /s/?q=: first value, trimmed, whitespace collapsed, at most 100 characters. */
const MAX_SEARCH_LENGTH = 100;

export function parseSearchTerm(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return '';
  // Bounded before any scan: a term never needs more than a few times its length of white space.
  return raw
    .slice(0, MAX_SEARCH_LENGTH * 20)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
}

/**
 * The shortest term the search page asks the catalog about: one letter matches the start of nearly every
 * word (it listed all 452 products), so the page asks for one more instead (the suggestions' rule too).
 */
export const MIN_SEARCH_LENGTH = 2;

/** A term long enough to search for. */
export function isSearchable(term: string): boolean {
  return [...term].length >= MIN_SEARCH_LENGTH;
}

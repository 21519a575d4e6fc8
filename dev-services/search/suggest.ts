import type { Locale } from '../lib/locale';
import type { Catalog } from '../seed/catalog';
import { foldText } from '../lib/text';
import { matchQuality } from './match';
import { queryTokens, tokenize } from './tokenize';

interface Phrase {
  text: string;
  tokens: string[];
  /** How many published articles the phrase leads to. */
  popularity: number;
}

function buildPhrases(catalog: Catalog, locale: Locale): Phrase[] {
  const counts = new Map<string, { text: string; popularity: number }>();
  const add = (text: string): void => {
    const key = foldText(text);
    const entry = counts.get(key) ?? { text, popularity: 0 };
    entry.popularity += 1;
    counts.set(key, entry);
  };
  catalog.articles.forEach((article) => {
    if (article.publishState !== 'published') return;
    add(article.noun[locale]);
    add(catalog.brandById.get(article.brandId)?.name ?? '');
    const category = catalog.categoryById.get(article.categoryId);
    if (category) add(category.name[locale]);
    // The product without its variant and condition: "Apple iPhone 15 128 GB".
    add(article.title[locale].split(/,| \(| – /)[0] ?? '');
  });
  return [...counts.values()]
    .filter((p) => p.text.length > 0)
    .map((p) => ({ text: p.text, tokens: tokenize(p.text), popularity: p.popularity }));
}

const cache = new WeakMap<Catalog, Map<Locale, Phrase[]>>();

function phrasesFor(catalog: Catalog, locale: Locale): Phrase[] {
  const byLocale = cache.get(catalog) ?? new Map<Locale, Phrase[]>();
  cache.set(catalog, byLocale);
  const phrases = byLocale.get(locale) ?? buildPhrases(catalog, locale);
  byLocale.set(locale, phrases);
  return phrases;
}

/** Up to `limit` search terms (product nouns, categories, brands) that the query could mean. */
export function suggestTerms(catalog: Catalog, locale: Locale, query: string, limit: number): string[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const scored: { text: string; score: number }[] = [];
  phrasesFor(catalog, locale).forEach((phrase) => {
    let total = 0;
    for (const token of tokens) {
      const best = Math.max(0, ...phrase.tokens.map((word) => matchQuality(token, word)));
      if (best === 0) return;
      total += best;
    }
    // Short, popular phrases first: "Högtalare" before one speaker model.
    scored.push({ text: phrase.text, score: total + Math.log10(1 + phrase.popularity) / 10 - phrase.tokens.length / 50 });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, limit)
    .map((s) => s.text);
}

import type { Locale } from '../lib/locale';
import type { Catalog } from '../seed/catalog';
import { categoryPath } from '../seed/categories';
import type { SeedArticle } from '../seed/types';
import { matchQuality } from './match';
import { stem } from './stem';
import { synonyms } from './synonyms';
import { queryTokens, tokenize } from './tokenize';

/** word → article id → field weight (title 1, brand 1, noun 0.8, category 0.5). */
type Vocabulary = Map<string, Map<string, number>>;

/** A stem or a synonym counts a little less than the word itself, so exact words rank first. */
const DERIVED = 0.95;

function addWord(vocab: Vocabulary, word: string, articleId: string, weight: number): void {
  const postings = vocab.get(word) ?? new Map<string, number>();
  postings.set(articleId, Math.max(postings.get(articleId) ?? 0, weight));
  vocab.set(word, postings);
}

/** Indexes the words of a text in its own language: each word, its stem, and its synonyms with theirs. */
function addText(vocab: Vocabulary, text: string, articleId: string, weight: number, language: Locale): void {
  tokenize(text).forEach((word) => {
    addWord(vocab, word, articleId, weight);
    addWord(vocab, stem(word, language), articleId, weight * DERIVED);
    synonyms(word, language).forEach((other) => {
      addWord(vocab, other, articleId, weight * DERIVED);
      addWord(vocab, stem(other, language), articleId, weight * DERIVED);
    });
  });
}

/** A brand name is no word of any language: indexed as it is. */
function addWords(vocab: Vocabulary, text: string, articleId: string): void {
  tokenize(text).forEach((word) => addWord(vocab, word, articleId, 1));
}

/** Indexes the published articles in the locale's words (its stems and synonyms) and in English. */
function buildVocabulary(catalog: Catalog, locale: Locale): Vocabulary {
  const vocab: Vocabulary = new Map();
  const locales: Locale[] = locale === 'en-US' ? ['en-US'] : [locale, 'en-US'];
  catalog.articles.forEach((article: SeedArticle) => {
    if (article.publishState !== 'published') return;
    const id = article.articleId;
    addWords(vocab, catalog.brandById.get(article.brandId)?.name ?? '', id);
    locales.forEach((loc) => {
      const own = loc === locale ? 1 : 0.9;
      addText(vocab, article.title[loc], id, own, loc);
      addText(vocab, article.noun[loc], id, 0.8 * own, loc);
      categoryPath(catalog.categoryById, article.categoryId).forEach((c) => addText(vocab, c.name[loc], id, 0.5 * own, loc));
    });
  });
  return vocab;
}

const cache = new WeakMap<Catalog, Map<Locale, Vocabulary>>();

function vocabularyFor(catalog: Catalog, locale: Locale): Vocabulary {
  const byLocale = cache.get(catalog) ?? new Map<Locale, Vocabulary>();
  cache.set(catalog, byLocale);
  let vocab = byLocale.get(locale);
  if (!vocab) {
    vocab = buildVocabulary(catalog, locale);
    byLocale.set(locale, vocab);
  }
  return vocab;
}

/**
 * Spelling-tolerant search, one index per language: every query token (or its stem) must match a
 * word of the article (its stem or synonym; exactly, as a prefix, a compound part or with a typo); the score sums the best match of each token. When no article
 * matches every token, articles matching any token are returned instead.
 * Returns article id → relevance score, or null for a query without usable tokens.
 */
export function searchArticles(catalog: Catalog, locale: Locale, query: string): Map<string, number> | null {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return null;
  const vocab = vocabularyFor(catalog, locale);
  const perToken = tokens.map((token) => {
    const best = new Map<string, number>();
    // The shopper's word and its stem in the shopper's language ("hovedtelefon", "porakoneet" → "porakonee").
    const stemmed = stem(token, locale);
    vocab.forEach((postings, word) => {
      const quality =
        stemmed === token ? matchQuality(token, word) : Math.max(matchQuality(token, word), DERIVED * matchQuality(stemmed, word));
      if (quality === 0) return;
      postings.forEach((weight, id) => best.set(id, Math.max(best.get(id) ?? 0, quality * weight)));
    });
    return best;
  });
  const scores = new Map<string, { score: number; hits: number }>();
  perToken.forEach((best) =>
    best.forEach((score, id) => {
      const entry = scores.get(id) ?? { score: 0, hits: 0 };
      scores.set(id, { score: entry.score + score, hits: entry.hits + 1 });
    }),
  );
  const all = [...scores].filter(([, s]) => s.hits === tokens.length);
  const chosen = all.length > 0 ? all : [...scores];
  return new Map(chosen.map(([id, s]) => [id, s.score]));
}

/** Builds the indexes of every locale up front (used at startup so the first search is fast). */
export function warmSearch(catalog: Catalog, locales: readonly Locale[]): void {
  locales.forEach((locale) => vocabularyFor(catalog, locale));
}

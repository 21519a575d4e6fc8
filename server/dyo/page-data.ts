/**
 * What every DYO page reads from its query: the article and the saved design (docs/spec.md §2). Bad input is a value, not an exception, so
 * the page answers with a clear 400 or 404 (docs/design-your-own.md#bad-input).
 */
import type { GetServerSidePropsContext } from 'next';
import { articleIdParam, dyoKindOf, UnsupportedDyoArticleError, type DyoArticleKind } from '@/lib/dyo/links';
import { isHttpError } from '@/lib/http/errors';
import type { DyoErrorReason, DyoPageError } from '@/lib/dyo/page-props';
import type { RequestContext } from '@/lib/request-context';
import type { WireArticle } from '@/services/catalog/types';
import { DYO_ID, type WireDesignMeta } from '@/services/dyo/types';
import { catalogClient, dyoClient } from '../services';

export type DyoQuery =
  | { ok: true; article: WireArticle | null; kind: DyoArticleKind | null; design: WireDesignMeta | null }
  | { ok: false; error: DyoPageError };

const fail = (status: 400 | 404, reason: DyoErrorReason): DyoQuery => ({ ok: false, error: { status, reason } });

/** One query value: undefined when absent, null when malformed (repeated, or not an id). */
function idParam(query: GetServerSidePropsContext['query'], name: string): string | undefined | null {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && DYO_ID.test(value) ? value : null;
}

async function notFoundAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isHttpError(error) && error.kind === 'not-found') return null;
    throw error;
  }
}

export async function resolveDyoQuery(ctx: RequestContext, query: GetServerSidePropsContext['query']): Promise<DyoQuery> {
  const articleId = idParam(query, articleIdParam());
  const dyoId = idParam(query, 'dyoId');
  if (articleId === null || dyoId === null) return fail(400, 'invalid-query');
  const design = dyoId ? await notFoundAsNull(dyoClient().meta(ctx, dyoId)) : null;
  if (dyoId && !design) return fail(404, 'design-not-found');
  if (design && articleId && design.articleId !== articleId) return fail(400, 'invalid-query');
  const id = articleId ?? design?.articleId;
  if (!id) return { ok: true, article: null, kind: null, design: null };
  const article = await notFoundAsNull(catalogClient().article(ctx, id));
  if (!article) return fail(404, 'article-not-found');
  try {
    return { ok: true, article, kind: dyoKindOf(article), design };
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) return fail(400, 'unsupported-article');
    throw error;
  }
}

/** The query that carries an article and design on to another DYO page. */
export function dyoQuery(articleId: string, dyoId?: string | null): Record<string, string> {
  return { [articleIdParam()]: articleId, ...(dyoId ? { dyoId } : {}) };
}

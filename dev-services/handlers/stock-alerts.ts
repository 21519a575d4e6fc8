import { randomUUID } from 'node:crypto';
import type { StockAlertErrorResponse, StockAlertResponse } from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { ok } from '../http';
import type { Reply } from '../http';
import { t5 } from '../lib/locale';
import { isEmail, isRecord } from '../lib/validate';
import { publishedArticle } from './published-article';

const INVALID_EMAIL = t5(
  'Ange en giltig e-postadress.',
  'Angiv en gyldig e-mailadresse.',
  'Skriv inn en gyldig e-postadresse.',
  'Anna kelvollinen sähköpostiosoite.',
  'Enter a valid email address.',
);

/** POST /catalog/v1/articles/{articleId}/stock-alerts `{ email }`: stored once per article and address. */
export async function postStockAlert(ctx: RequestContext): Promise<Reply> {
  const article = publishedArticle(ctx);
  const raw = await ctx.body();
  const email = isRecord(raw) && isEmail(raw.email) ? raw.email.trim().toLowerCase() : undefined;
  if (!email) {
    const error: StockAlertErrorResponse = { message: INVALID_EMAIL[ctx.locale], fields: { email: INVALID_EMAIL[ctx.locale] } };
    return { status: 400, json: error };
  }
  const key = `${article.articleId}:${email}`;
  let alert = ctx.state.stockAlerts.get(key);
  if (!alert) {
    alert = {
      alertId: randomUUID(),
      articleId: article.articleId,
      email,
      market: ctx.market,
      locale: ctx.locale,
      createdAt: new Date().toISOString(),
    };
    ctx.state.stockAlerts.set(key, alert);
  }
  const body: StockAlertResponse = { data: { alertId: alert.alertId, articleId: alert.articleId } };
  return ok(body, 201);
}

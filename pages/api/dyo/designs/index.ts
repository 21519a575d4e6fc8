/**
 * POST /api/dyo/designs/: the browser's same-origin door to the design service. Limits apply before the body is read, and a photo too large
 * or undecodable is a 400, never a server error (server/dyo/save-design.ts, docs/design-your-own.md#api).
 */
import { apiRoute } from '@/server/api-handlers/handler';
import { assertImageBudget } from '@/server/dyo/image-limits';
import { assertDesignableArticle, parseSaveDesignBody, takeDesignSave, withPrintImages } from '@/server/dyo/save-design';
import { dyoClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

export default apiRoute(
  ['POST'],
  async (req, res, ctx) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    takeDesignSave(req);
    const { body, document } = parseSaveDesignBody(req.body);
    await assertImageBudget(document);
    const article = await assertDesignableArticle(ctx, body.articleId, body.kind);
    // The shopper's id goes with the design: only they (and the order pipeline) read its document and prints (server/dyo/design-access.ts).
    const ownerId = ctx.cookies.userId;
    const saved = await dyoClient().save(ctx, {
      ...(await withPrintImages(body, document, article, ctx)),
      ...(ownerId ? { ownerId } : {}),
    });
    // The preview is served from our own origin, so the cart's <img> needs no foreign image host.
    res.status(201).json({ data: { dyoId: saved.dyoId, dyoImageUrl: `/api/dyo/designs/${encodeURIComponent(saved.dyoId)}/preview.png` } });
  },
  { sameOriginJson: true },
);

// DESIGN_LIMITS.browserBodyBytes
export const config = { api: { bodyParser: { sizeLimit: '24mb' } } };

import { z } from 'zod';
import { ApiError, apiRoute } from '@/server/api/handler';
import { shopClient } from '@/server/services';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/menu/{categoryId}/: a category's children for the lazily loaded menu. */
export default apiRoute(['GET'], async (req, res, ctx) => {
  const id = idSchema.safeParse(req.query.id);
  if (!id.success) throw new ApiError(400, 'Invalid category id');
  const children = await shopClient().menuChildren(ctx, id.data);
  res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=300');
  res.status(200).json({ children });
});

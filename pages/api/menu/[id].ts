import { z } from 'zod';
import { ID_PATTERN } from '@/lib/ids';
import { ApiError, apiRoute } from '@/server/api/handler';
import { shopClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

const idSchema = z.string().regex(ID_PATTERN);

/** GET /api/menu/{categoryId}/: a category's children for the lazily loaded menu. */
export default apiRoute(['GET'], async (req, res, ctx) => {
  const id = idSchema.safeParse(req.query.id);
  if (!id.success) throw new ApiError(400, 'Invalid category id');
  const children = await shopClient().menuChildren(ctx, id.data);
  res.setHeader('Cache-Control', CACHE_CONTROL.menuChildren);
  res.status(200).json({ children });
});

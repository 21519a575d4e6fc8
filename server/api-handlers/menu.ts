import { z } from 'zod';
import { ID_PATTERN } from '@/lib/ids';
import { ApiError, apiRoute } from './handler';
import { shopClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

const idSchema = z.string().regex(ID_PATTERN);
/** Upstream names under navigation/v1/menu/ that are not categories: `base` is the top-level menu itself, with no children to load. */
const NOT_CATEGORIES = new Set(['base']);

/** GET /api/menu/{categoryId}/: a category's children for the lazily loaded menu. */
export const menuRoute = apiRoute(['GET'], async (req, res, ctx) => {
  const id = idSchema.safeParse(req.query.id);
  if (!id.success) throw new ApiError(400, 'Invalid category id');
  if (NOT_CATEGORIES.has(id.data.toLowerCase())) throw new ApiError(404, 'Unknown category');
  const children = await shopClient().menuChildren(ctx, id.data);
  res.setHeader('Cache-Control', CACHE_CONTROL.menuChildren);
  res.status(200).json({ children });
});

/**
 * POST /api/dyo/photos/: a shopper's photo as the raw body. Limits are checked before a byte of the body is read, and the type comes from
 * the bytes, not the header. 400 invalid or over 50 megapixels, 415 another type; limits and their answers: docs/security.md#photo-uploads.
 */
import { apiRoute } from '@/server/api-handlers/handler';
import { admitPhotoUpload, PHOTO_BODY_TYPES, readPhotoBody } from '@/server/dyo/photo-upload';
import { preparePhoto } from '@/server/dyo/photos';
import { dyoClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';
import type { UploadPhotoResponse } from '@/services/dyo/types';

export default apiRoute(
  ['POST'],
  async (req, res, ctx) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    const slot = admitPhotoUpload(req);
    try {
      const photo = await preparePhoto(await readPhotoBody(req));
      const stored = await dyoClient().savePhoto(ctx, `data:image/${photo.format};base64,${photo.original.toString('base64')}`);
      const { width, height, screen } = photo;
      const data = { photoId: stored.photoId, width, height, src: screen.src, srcWidth: screen.width, srcHeight: screen.height };
      res.status(201).json({ data } satisfies UploadPhotoResponse);
    } finally {
      slot.release();
    }
  },
  { sameOriginJson: true, bodyTypes: PHOTO_BODY_TYPES },
);

// The body is read by readPhotoBody (a stream with a cap), never by Next's body parser.
export const config = { api: { bodyParser: false } };

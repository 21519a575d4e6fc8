/**
 * POST /api/dyo/photos/: a shopper's photo, the file itself as the body (`Content-Type: image/jpeg`,
 * `image/png`, `image/webp`, `image/heic`, `image/heif`, or `application/octet-stream` with the
 * file's name in `X-File-Name`; what the file is, is read from its bytes). Limited per shopper and
 * IP and by the process's upload slots before a byte of the body is read, then read as a stream with
 * a 25 MB cap (server/dyo/photo-upload.ts); checked, HEIC/HEIF converted and turned upright on the
 * server (server/dyo/photos.ts); the original is kept by the design service for the print, the answer
 * carries its id and size and a screen-sized copy for the editor (UploadPhotoResponse).
 * 400 invalid or over 50 megapixels, 408 stalled, 413 over 25 MB, 415 another type, 429/503 limits.
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
      const response: UploadPhotoResponse = {
        data: {
          photoId: stored.photoId,
          width: photo.width,
          height: photo.height,
          src: photo.screen.src,
          srcWidth: photo.screen.width,
          srcHeight: photo.screen.height,
        },
      };
      res.status(201).json(response);
    } finally {
      slot.release();
    }
  },
  { sameOriginJson: true, bodyTypes: PHOTO_BODY_TYPES },
);

// The body is read by readPhotoBody (a stream with a cap), never by Next's body parser.
export const config = { api: { bodyParser: false } };

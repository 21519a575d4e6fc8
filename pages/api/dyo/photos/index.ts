/**
 * POST /api/dyo/photos/: a shopper's photo, as picked, in JSON `{ image: dataURL }`
 * (UploadPhotoBody). Limited per shopper and IP before the body is read; checked, HEIC/HEIF
 * converted and turned upright on the server (server/dyo/photos.ts); the original is kept by
 * the design service for the print, the answer carries its id and size and a screen-sized copy
 * for the editor (UploadPhotoResponse). 400 invalid or over 50 megapixels, 413 over 25 MB.
 */
import { apiRoute, ApiError } from '@/server/api-handlers/handler';
import { preparePhoto } from '@/server/dyo/photos';
import { takePhotoUpload } from '@/server/dyo/save-design';
import { dyoClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';
import { uploadPhotoBodySchema } from '@/services/dyo/schemas';
import type { UploadPhotoResponse } from '@/services/dyo/types';

export default apiRoute(['POST'], async (req, res, ctx) => {
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
  takePhotoUpload(req);
  const parsed = uploadPhotoBodySchema.safeParse(req.body);
  if (!parsed.success) throw new ApiError(400, 'Invalid image');
  const image = parsed.data.image;
  const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
  const photo = await preparePhoto(bytes);
  const stored = await dyoClient().savePhoto(ctx, `data:image/${photo.format};base64,${photo.original.toString('base64')}`);
  const response: UploadPhotoResponse = {
    data: { photoId: stored.photoId, width: photo.width, height: photo.height, src: photo.screen.src, srcWidth: photo.screen.width, srcHeight: photo.screen.height },
  };
  res.status(201).json(response);
}, { sameOriginJson: true });

// DESIGN_LIMITS.photoBodyBytes: a 25 MB photo as base64 in JSON. A larger body is a 413 from the body parser.
export const config = { api: { bodyParser: { sizeLimit: '36mb' } } };

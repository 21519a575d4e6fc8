/** zod schemas of the design service (server only: docs/adr/0002). */
import { z } from 'zod';
import { COLOR_NAMES } from '@/lib/dyo/summarize-design';
import { DYO_KINDS } from '@/lib/dyo/kinds';
import { DESIGN_LIMITS, DYO_ID } from './types';

const id = z.string().regex(DYO_ID);
const pngDataUrl = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
export const kindSchema = z.enum(DYO_KINDS);

/** The browser's body: no print images (the server renders them from the document). */
export const saveDesignBodySchema = z
  .object({
    articleId: id,
    kind: kindSchema,
    document: z.string().min(2).max(DESIGN_LIMITS.documentChars),
    previewImage: pngDataUrl(DESIGN_LIMITS.previewImageChars),
  })
  .strict();

const summary = z.object({
  sides: z.array(z.enum(['front', 'back'])),
  texts: z.array(z.string().max(64)).max(4),
  moreTexts: z.number().int().min(1).optional(),
  images: z.number().int().min(0),
  stickers: z.number().int().min(0),
  background: z.enum(COLOR_NAMES).optional(),
  place: z.string().max(64).optional(),
});

const meta = z.object({
  dyoId: id,
  articleId: id,
  kind: kindSchema,
  createdAt: z.string(),
  sides: z.array(z.enum(['front', 'back'])),
  summary: summary.optional(),
  ownerId: z.string().max(64).optional(),
});

export const savePhotoResponseSchema = z.object({ data: z.object({ photoId: id }) });
export const saveDesignResponseSchema = z.object({ data: z.object({ dyoId: id, dyoImageUrl: z.string() }) });
export const designMetaResponseSchema = z.object({ data: meta });
export const designResponseSchema = z.object({ data: meta.extend({ document: z.string() }) });

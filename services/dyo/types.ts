/**
 * Wire shapes of the design service (on SHOP_API_URL; dev-services implements it), its answers' zod schemas (validated on the server,
 * docs/adr/0002) and the app's own design routes' shapes. A design is stored once and never changed: editing a design in the cart saves a
 * new one and replaces the cart line (docs/spec.md §4). Errors answer `{ message, code? }`: 400 invalid body, 404 unknown design, 413 body
 * too large.
 */
import { z } from 'zod';
import { COLOR_NAMES, type DesignSummary } from '@/lib/dyo/summarize-design';
import { DYO_KINDS, type DyoKind } from '@/lib/dyo/kinds';
import { ID_PATTERN } from '@/lib/ids';
import type { Place } from '@/lib/dyo/map/places';
import { MAX_UPLOAD_BYTES } from '@/lib/dyo/upload-rules';

/** The kinds of design (defined once in lib/dyo/kinds.ts), for the design service too. */
export { DYO_KINDS, type DyoKind } from '@/lib/dyo/kinds';

export type { DesignSummary };

/**
 * The print file's companion (`print.json`, `print-back.json`): how the PNG beside it is to be printed. All lengths of the PNG in pixels
 * from its top-left corner, and in mm.
 */
export interface PrintSpec {
  /** The PNG's resolution (its pHYs chunk says the same). */
  dpi: number;
  /** Its embedded ICC profile. */
  colourProfile: 'sRGB IEC61966-2.1';
  widthPx: number;
  heightPx: number;
  /** The finished product's size: the cut line, inside the bleed. */
  trimMm: { width: number; height: number };
  /** Printed past the cut line on every side. */
  bleedMm: number;
  /** The cut line: a rectangle with rounded corners (radius 0: square). */
  cut: { xPx: number; yPx: number; widthPx: number; heightPx: number; cornerRadiusPx: number; cornerRadiusMm: number };
  /** Keep-clear distance inside the cut line. */
  safeMm: number;
  /** A phone cover's camera opening, not printed (mm from the cut line's top-left corner). */
  cutoutMm?: { x: number; y: number; width: number; height: number; radius: number };
}

/** `print` images are PNG data URLs at print resolution; `preview` a small PNG of the product with the design. */
export interface SaveDesignRequest {
  articleId: string;
  kind: DyoKind;
  /** The serialized design document (lib/dyo/design-document.ts, versioned). */
  document: string;
  /** One print image per printed side; `front` always. */
  printImages: { front: string; back?: string };
  previewImage: string;
  /** What was designed, for the cart line (computed by the app from the document). */
  summary: DesignSummary;
  /** How each print image is printed (bleed, cut line, DPI, colour profile); served as print.json / print-back.json. */
  printSpecs: { front: PrintSpec; back?: PrintSpec };
  /** The shopper who saved it (their `nf_uid`): the app lets only them (and the order pipeline) read the document and print files. */
  ownerId?: string;
}

/**
 * What the browser posts to the app (POST /api/dyo/designs/): the document and the cart's preview. The print images are rendered by the
 * app's server from the document (server/dyo/print-render.ts, 300 DPI) and sent on upstream.
 */
export type SaveDesignBody = Omit<SaveDesignRequest, 'printImages' | 'summary' | 'printSpecs' | 'ownerId'>;

/**
 * POST dyo/v1/photos → 201 SavePhotoResponse: an original photo (HEIC converted, EXIF applied), kept for the print render; GET
 * dyo/v1/photos/{photoId} answers its bytes. Never served to a browser; retention: docs/security.md#shoppers-photos.
 */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface SavePhotoRequest {
  /** A JPEG, PNG or WebP data URL of at most DESIGN_LIMITS.storedPhotoBytes bytes. */
  image: string;
}

export const savePhotoResponseSchema = z.object({ data: z.object({ photoId: z.string().regex(ID_PATTERN) }) });
export type SavePhotoResponse = z.output<typeof savePhotoResponseSchema>;

/*
 * What the browser posts to POST /api/dyo/photos/: the file as picked, as the binary body (Content-Type image/jpeg, image/png, image/webp,
 * image/heic, image/heif, or application/octet-stream with the name in X-File-Name), at most DESIGN_LIMITS.photoBytes.
 */

/** The app's answer: the stored original's id and size, and a screen-sized copy for the editor. */
export interface UploadPhotoResponse {
  data: { photoId: string; width: number; height: number; src: string; srcWidth: number; srcHeight: number };
}

/** A place the map engine's search found (GET /api/dyo/places/?q=): name, county (Swedish places), country, pin. */
export type FoundPlace = Required<Pick<Place, 'n' | 'c' | 'k' | 'lat' | 'lng'>>;

/** GET /api/dyo/places/?q= → 200 (at most 8, best first; none: the place is not in the list) */
export interface PlaceSearchResponse {
  data: { places: FoundPlace[] };
}

const id = z.string().regex(ID_PATTERN);
export const kindSchema = z.enum(DYO_KINDS);
const sides = z.array(z.enum(['front', 'back']));

/** POST dyo/v1/designs → 201 */
export const saveDesignResponseSchema = z.object({ data: z.object({ dyoId: id, dyoImageUrl: z.string() }) });
export type SaveDesignResponse = z.output<typeof saveDesignResponseSchema>;

const summary: z.ZodType<DesignSummary> = z.object({
  sides,
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
  sides,
  /** Absent for designs stored before summaries. */
  summary: summary.optional(),
  /** The saving shopper's id; absent for designs saved without one (then only the order pipeline reads the personal files). */
  ownerId: z.string().max(64).optional(),
});
export type WireDesignMeta = z.output<typeof meta>;

/** GET dyo/v1/designs/{dyoId}/meta */
export const designMetaResponseSchema = z.object({ data: meta });
export type DesignMetaResponse = z.output<typeof designMetaResponseSchema>;

/** GET dyo/v1/designs/{dyoId}: the stored document (a string, parsed by the browser's versioned parser). */
export const designResponseSchema = z.object({ data: meta.extend({ document: z.string() }) });
export type DesignResponse = z.output<typeof designResponseSchema>;

/** Limits the service and the app's API route both enforce. */
export const DESIGN_LIMITS = {
  /** Characters of the serialized document (it carries the uploaded images as data URLs). */
  documentChars: 8_000_000,
  /** A 300 DPI print of a 30 × 40 cm garment holding a photo is tens of MB of PNG. */
  printImageChars: 64_000_000,
  previewImageChars: 600_000,
  /** The browser's body to the app: document and preview. */
  browserBodyBytes: 24 * 1024 * 1024,
  /** The app's body to the design service: with both print images. */
  bodyBytes: 160 * 1024 * 1024,
  /** One uploaded photo as picked (lib/dyo/upload-rules.ts). */
  photoBytes: MAX_UPLOAD_BYTES,
  /** A stored original: re-encoding (HEIC, a turned photo) may make it a little larger than the upload. */
  storedPhotoBytes: 40 * 1024 * 1024,
  /** The app's body to the design service with one original photo. */
  storedPhotoBodyBytes: 56 * 1024 * 1024,
} as const;

/** A design id has the app's one id shape. */
export const DYO_ID = ID_PATTERN;

const pngDataUrl = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);

/** The browser's body (`SaveDesignBody`): no print images (the server renders them from the document). */
export const saveDesignBodySchema = z
  .object({
    articleId: id,
    kind: kindSchema,
    document: z.string().min(2).max(DESIGN_LIMITS.documentChars),
    previewImage: pngDataUrl(DESIGN_LIMITS.previewImageChars),
  })
  .strict();

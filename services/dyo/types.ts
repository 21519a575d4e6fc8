/**
 * Wire types of the design service (on SHOP_API_URL; dev-services implements it).
 * A design is stored once and never changed: editing a design in the cart
 * saves a new one and replaces the cart line (docs/spec.md §4).
 * Errors answer `{ message, code? }`: 400 invalid body, 404 unknown design, 413 body too large.
 */
import type { DesignSummary } from '@/lib/dyo/summarize-design';
import type { DyoKind } from '@/lib/dyo/kinds';

/** The kinds of design (defined once in lib/dyo/kinds.ts), for the design service too. */
export { DYO_KINDS, type DyoKind } from '@/lib/dyo/kinds';

export type { DesignSummary };
import { ID_PATTERN } from '@/lib/ids';
import { MAX_UPLOAD_BYTES } from '@/lib/dyo/upload-rules';

/**
 * The print file's companion (`print.json`, `print-back.json`): how the PNG beside it is to be
 * printed. All lengths of the PNG in pixels from its top-left corner, and in mm.
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
 * What the browser posts to the app (POST /api/dyo/designs/): the document and
 * the cart's preview. The print images are rendered by the app's server from
 * the document (server/dyo/print-render.ts, 300 DPI) and sent on upstream.
 */
export type SaveDesignBody = Omit<SaveDesignRequest, 'printImages' | 'summary' | 'printSpecs' | 'ownerId'>;

/**
 * POST dyo/v1/photos → 201 SavePhotoResponse: an original photo (HEIC converted, EXIF applied), kept
 * for the print render; GET dyo/v1/photos/{photoId} answers its bytes. Never served to a browser;
 * retention: docs/security.md#shoppers-photos.
 */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface SavePhotoRequest {
  /** A JPEG, PNG or WebP data URL of at most DESIGN_LIMITS.storedPhotoBytes bytes. */
  image: string;
}

export interface SavePhotoResponse {
  data: { photoId: string };
}

/*
 * What the browser posts to POST /api/dyo/photos/: the file as picked, as the binary body
 * (Content-Type image/jpeg, image/png, image/webp, image/heic, image/heif, or
 * application/octet-stream with the name in X-File-Name), at most DESIGN_LIMITS.photoBytes.
 */

/** The app's answer: the stored original's id and size, and a screen-sized copy for the editor. */
export interface UploadPhotoResponse {
  data: { photoId: string; width: number; height: number; src: string; srcWidth: number; srcHeight: number };
}

/** A place the map engine's search found (GET /api/dyo/places/?q=): name, county (Swedish places), country, pin. */
export interface FoundPlace {
  n: string;
  c: string;
  /** ISO 3166 alpha-2: SE, NO, DK, FI, AX */
  k: string;
  lat: number;
  lng: number;
}

/** GET /api/dyo/places/?q= → 200 (at most 8, best first; none: the place is not in the list) */
export interface PlaceSearchResponse {
  data: { places: FoundPlace[] };
}

/** POST dyo/v1/designs → 201 */
export interface SaveDesignResponse {
  data: { dyoId: string; dyoImageUrl: string };
}

export interface WireDesignMeta {
  dyoId: string;
  articleId: string;
  kind: SaveDesignRequest['kind'];
  createdAt: string;
  sides: ('front' | 'back')[];
  /** Absent for designs stored before summaries. */
  summary?: DesignSummary;
  /** The saving shopper's id; absent for designs saved without one (then only the order pipeline reads the personal files). */
  ownerId?: string;
}

/** GET dyo/v1/designs/{dyoId}/meta */
export interface DesignMetaResponse {
  data: WireDesignMeta;
}

/** GET dyo/v1/designs/{dyoId}: the stored document (a string, parsed by the browser's versioned parser). */
export interface DesignResponse {
  data: WireDesignMeta & { document: string };
}

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

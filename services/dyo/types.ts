/**
 * Wire types of the design service (DYO_API_URL; dev-services implements it).
 * A design is stored once and never changed: editing a design in the cart
 * saves a new one and replaces the cart line (SPEC §4).
 * Errors answer `{ message, code? }`: 400 invalid body, 404 unknown design, 413 body too large.
 */
import { ID_PATTERN } from '@/lib/ids';

/** `print` images are PNG data URLs at print resolution; `preview` a small PNG of the product with the design. */
export interface SaveDesignRequest {
  articleId: string;
  kind: 'phone-cover' | 'clothes' | 'map-cover';
  /** The serialized design document (lib/dyo/design-document.ts, versioned). */
  document: string;
  /** One print image per printed side; `front` always. */
  printImages: { front: string; back?: string };
  previewImage: string;
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
  printImageChars: 8_000_000,
  previewImageChars: 600_000,
  /** Whole request body. */
  bodyBytes: 24 * 1024 * 1024,
} as const;

/** A design id has the app's one id shape. */
export const DYO_ID = ID_PATTERN;

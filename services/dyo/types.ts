/**
 * Wire types of the design service (DYO_API_URL; dev-services implements it).
 * A design is stored once and never changed: editing a design in the cart
 * saves a new one and replaces the cart line (SPEC §4).
 * Errors answer `{ message, code? }`: 400 invalid body, 404 unknown design, 413 body too large.
 */
import type { DesignSummary } from '@/lib/dyo/design-summary';

export type { DesignSummary };
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
  /** What was designed, for the cart line (computed by the app from the document). */
  summary: DesignSummary;
}

/**
 * What the browser posts to the app (POST /api/dyo/designs/): the document and
 * the cart's preview. The print images are rendered by the app's server from
 * the document (server/dyo/print-render.ts, 300 DPI) and sent on upstream.
 */
export type SaveDesignBody = Omit<SaveDesignRequest, 'printImages' | 'summary'>;

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
} as const;

/** A design id has the app's one id shape. */
export const DYO_ID = ID_PATTERN;

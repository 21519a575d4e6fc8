/**
 * The design document, in print-area millimetres so it renders at any size. Versioned: unknown versions are refused, so a stored design
 * never half-loads. Browser-safe: hand-written guards, no zod (docs/adr/0002-no-zod-in-the-browser.md).
 */
import { DYO_KINDS, type DyoKind } from './kinds';

export const DESIGN_VERSION = 1;

export type { DyoKind };
export type GarmentSide = 'front' | 'back';

interface LayerBase {
  id: string;
  /** Centre of the layer, mm from the print area's top-left corner. */
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rotation: number;
}

export interface ImageLayer extends LayerBase {
  type: 'image';
  /** A data URL (the image never leaves the browser except inside a saved design). */
  src: string;
  /** Pixel size of `src` (the editor's screen-sized copy when `original` is set). */
  naturalWidth: number;
  naturalHeight: number;
  /** The full-resolution upload the print is rendered from, kept by the design service (server/dyo/photos.ts). */
  original?: PhotoOriginal;
  /** Placed size in mm (of the cropped part). */
  width: number;
  height: number;
  /** The part of the image shown, as fractions of its pixel size (none: all of it). */
  crop?: Box;
  filter?: ImageFilter;
  /** -1…1, 0 unchanged. */
  brightness?: number;
  /** -100…100, 0 unchanged. */
  contrast?: number;
}

/** A stored original photo: its id at the design service and its pixel size (orientation applied). */
export interface PhotoOriginal {
  id: string;
  width: number;
  height: number;
}

/** A rectangle by its top-left corner and size: mm on a print area, canvas px, or fractions of an image (a crop). */
export type Box = { x: number; y: number; width: number; height: number };

export const IMAGE_FILTERS = ['none', 'grayscale', 'sepia'] as const;
type ImageFilter = (typeof IMAGE_FILTERS)[number];
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
type TextAlign = (typeof TEXT_ALIGNS)[number];

export interface TextLayer extends LayerBase {
  type: 'text';
  text: string;
  fontFamily: string;
  /** Font size in mm. */
  fontSize: number;
  fill: string;
  /** Alignment of the lines of a multi-line text (default centre). */
  align?: TextAlign;
  /** Text on an arc: the arc's angle in degrees, positive bends up (∩), negative down (∪); 0 or none: straight. */
  curve?: number;
  /** Outline colour and width (mm). */
  stroke?: string;
  strokeWidth?: number;
  /** A soft drop shadow. */
  shadow?: boolean;
}

/** A shipped vector sticker (lib/dyo/stickers.ts), filled with one colour. */
interface StickerLayer extends LayerBase {
  type: 'sticker';
  sticker: string;
  fill: string;
  /** Placed size in mm. */
  width: number;
  height: number;
}

export type DesignLayer = ImageLayer | TextLayer | StickerLayer;

/**
 * The end of an exhaustive `switch (layer.type)`: a new layer kind added to DesignLayer makes every switch that does not handle it a
 * compile error (the value is `never` only when all are).
 */
export function unknownLayer(layer: never): never {
  throw new Error(`Unknown layer type: ${String((layer as { type?: unknown }).type)}`);
}

/** Map cover settings (Swedish map engine); the map itself is an image layer rendered from them. */
export interface MapSettings {
  placeName: string;
  lat: number;
  lng: number;
  style: string;
  zoom: string;
}

export interface DesignDocument {
  version: typeof DESIGN_VERSION;
  kind: DyoKind;
  articleId: string;
  /** Background colour of the print area (#rrggbb). */
  background: string;
  /** Garment colour for clothes (#rrggbb). */
  garmentColor?: string;
  /** Layers per side, bottom first. Phone covers only use `front`. */
  sides: { front: DesignLayer[]; back?: DesignLayer[] };
  map?: MapSettings;
}

const COLOR = /^#[0-9a-f]{6}$/i;
const KINDS: readonly DyoKind[] = DYO_KINDS;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const positive = (v: unknown): v is number => num(v) && v > 0;

function isLayer(v: unknown): v is DesignLayer {
  if (!isObject(v) || !str(v.id, 64) || !num(v.x) || !num(v.y) || !num(v.rotation)) return false;
  if (v.type === 'image') {
    return (
      typeof v.src === 'string' &&
      /^data:image\/(png|jpeg|webp);base64,/.test(v.src) &&
      positive(v.naturalWidth) &&
      positive(v.naturalHeight) &&
      positive(v.width) &&
      positive(v.height) &&
      isImageExtras(v)
    );
  }
  if (v.type === 'text') {
    return (
      str(v.text, 500) &&
      str(v.fontFamily, 60) &&
      positive(v.fontSize) &&
      isColor(v.fill) &&
      optional(v.align, (a) => TEXT_ALIGNS.includes(a as TextAlign)) &&
      optional(v.curve, (c) => num(c) && Math.abs(c) <= 360) &&
      optional(v.stroke, isColor) &&
      optional(v.strokeWidth, (w) => num(w) && w >= 0 && w <= 20) &&
      optional(v.shadow, (b) => typeof b === 'boolean')
    );
  }
  if (v.type === 'sticker') {
    return str(v.sticker, 40) && isColor(v.fill) && positive(v.width) && positive(v.height);
  }
  return false;
}

const isColor = (v: unknown): v is string => typeof v === 'string' && COLOR.test(v);
const optional = (v: unknown, check: (v: unknown) => boolean): boolean => v === undefined || check(v);
const fraction = (v: unknown): boolean => num(v) && v >= 0 && v <= 1;

const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const pixelSide = (v: unknown): boolean => num(v) && Number.isInteger(v) && v > 0 && v <= 100_000;

function isImageExtras(v: Record<string, unknown>): boolean {
  return (
    optional(
      v.original,
      (o) => isObject(o) && typeof o.id === 'string' && PHOTO_ID.test(o.id) && pixelSide(o.width) && pixelSide(o.height),
    ) &&
    optional(
      v.crop,
      (c) =>
        isObject(c) && fraction(c.x) && fraction(c.y) && fraction(c.width) && fraction(c.height) && positive(c.width) && positive(c.height),
    ) &&
    optional(v.filter, (f) => IMAGE_FILTERS.includes(f as ImageFilter)) &&
    optional(v.brightness, (b) => num(b) && Math.abs(b) <= 1) &&
    optional(v.contrast, (c) => num(c) && Math.abs(c) <= 100)
  );
}

function isMap(v: unknown): v is MapSettings {
  return isObject(v) && str(v.placeName, 120) && num(v.lat) && num(v.lng) && str(v.style, 30) && str(v.zoom, 30);
}

export type ParseResult = { ok: true; document: DesignDocument } | { ok: false; error: string };

/** Checks an unknown value (stored JSON, an API answer) against the schema. */
export function parseDesignDocument(value: unknown): ParseResult {
  const fail = (error: string): ParseResult => ({ ok: false, error });
  if (!isObject(value)) return fail('not an object');
  if (value.version !== DESIGN_VERSION) return fail(`unsupported version ${String(value.version)}`);
  if (typeof value.kind !== 'string' || !KINDS.includes(value.kind as DyoKind)) return fail('unknown kind');
  if (!str(value.articleId, 64) || value.articleId === '') return fail('missing articleId');
  if (!isColor(value.background)) return fail('invalid background');
  if (!optional(value.garmentColor, isColor)) return fail('invalid garmentColor');
  const sides = value.sides;
  if (!isObject(sides) || !Array.isArray(sides.front) || !sides.front.every(isLayer)) return fail('invalid front layers');
  if (sides.back !== undefined && (!Array.isArray(sides.back) || !sides.back.every(isLayer))) return fail('invalid back layers');
  if (value.map !== undefined && !isMap(value.map)) return fail('invalid map settings');
  const document: DesignDocument = {
    version: DESIGN_VERSION,
    kind: value.kind as DyoKind,
    articleId: value.articleId,
    background: value.background,
    sides: { front: sides.front as DesignLayer[], ...(sides.back ? { back: sides.back as DesignLayer[] } : {}) },
    ...(value.garmentColor ? { garmentColor: value.garmentColor as string } : {}),
    ...(value.map ? { map: value.map as MapSettings } : {}),
  };
  return { ok: true, document };
}

export function serializeDesign(document: DesignDocument): string {
  return JSON.stringify(document);
}

export function deserializeDesign(text: string): ParseResult {
  try {
    return parseDesignDocument(JSON.parse(text) as unknown);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
}

export function emptyDesign(kind: DyoKind, articleId: string, garmentColor?: string): DesignDocument {
  return {
    version: DESIGN_VERSION,
    kind,
    articleId,
    background: '#ffffff',
    sides: kind === 'clothes' ? { front: [], back: [] } : { front: [] },
    ...(garmentColor ? { garmentColor } : {}),
  };
}

/** True when nothing has been placed on any side. */
export function isBlank(document: DesignDocument): boolean {
  return document.sides.front.length === 0 && (document.sides.back?.length ?? 0) === 0;
}

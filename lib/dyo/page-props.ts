/** Shapes the DYO pages pass from the server to their components (browser-safe, no server imports). */
import type { Money as WireMoney } from '@/lib/money';
import type { DyoKind } from './kinds';
import type { PhoneMockup } from './phone-models';

export type DyoErrorReason = 'invalid-query' | 'unsupported-article' | 'article-not-found' | 'design-not-found';

export interface DyoPageError {
  status: 400 | 404;
  reason: DyoErrorReason;
}

export interface DyoArticleBase {
  articleId: string;
  title: string;
  price: WireMoney;
  imageUrl: string;
}

export interface PhoneCoverOption extends DyoArticleBase {
  maker: string;
  model: string;
  /** The classification value: `isecretsCases` (case) or `isecrets` (wallet case). */
  coverType: string;
}

export interface GarmentOption extends DyoArticleBase {
  /** Category slug: t-shirts, hoodies, bags. */
  garment: string;
  garmentLabel: string;
  /** Catalog colour value (white, black, …) and its label. */
  color: string;
  colorLabel: string;
  size: string | null;
}

/** The article an engine designs, with what the cart shows until the server answers. */
export interface EngineArticle extends DyoArticleBase {
  legacyArticleId: string;
  brand: string;
  slug: string;
  stock: number;
  properties: { name: string; value: string }[];
}

/** What each editor gets besides its article and design (the registry's `engine` names the editor). */
export interface EditorData {
  /** A phone cover's model and the phones it can change to; nothing for a one-article product (a poster). */
  image: { mockup?: PhoneMockup; phones?: PhoneCoverOption[] };
  /** Every colour and size of the garment. */
  clothes: { variants: GarmentOption[] };
  /** The phone cases the map is printed on. */
  map: { phones: PhoneCoverOption[] };
}

export type DyoEngine = keyof EditorData;

/** An editor's props: its article, design and data, and the kind for the image editor (it designs several). */
export type EditorProps<E extends DyoEngine> = { article: EngineArticle; dyoId: string | null } & EditorData[E] &
  (E extends 'image' ? { kind: DyoKind } : unknown);

/** What each landing page's picker offers (the registry's `picker`). */
export interface PickerOptions {
  phone: PhoneCoverOption[];
  garment: GarmentOption[];
}

export type DyoPicker = keyof PickerOptions;

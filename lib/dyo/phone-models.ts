/**
 * Phone models a cover is made for: the cover's size and the camera cut-out (position, shape, lenses), in mm from the cover's top-left
 * corner, from the makers' published dimensions. The engine picks the model from the DYO article (its `model` property); a wallet case
 * (`isecrets`) gets a flap.
 */
import type { Logger } from '@/lib/logger';
import type { Box } from './design-document';

export interface CameraCutout extends Box {
  radius: number;
  /** `block`: one raised block holding the lenses; `none`: separate lenses, no block. */
  shape: 'block' | 'pill' | 'none';
  /** Lens centres and radii, relative to the cut-out's corner. */
  lenses: { x: number; y: number; r: number }[];
}

export interface PhoneModel {
  name: string;
  widthMm: number;
  heightMm: number;
  radiusMm: number;
  camera: CameraCutout;
}

/** A square camera block `inset` from the corner, its lenses (radius 0.17 of the side) at fractions of the side. */
const squareBlock = (inset: number, size: number, radius: number, lenses: [number, number][]): CameraCutout => ({
  x: inset,
  y: inset,
  width: size,
  height: size,
  radius,
  shape: 'block',
  lenses: lenses.map(([x, y]) => ({ x: size * x, y: size * y, r: size * 0.17 })),
});
const twoDiagonal = (size: number) =>
  squareBlock(6, size, 7, [
    [0.3, 0.3],
    [0.7, 0.7],
  ]);
const threeTriangle = (size: number) =>
  squareBlock(5, size, 8, [
    [0.29, 0.27],
    [0.29, 0.73],
    [0.74, 0.5],
  ]);
/** A pill-shaped camera block (its radius half its shorter side) with two lenses of radius `r` at x1,y1 and x2,y2 from its corner. */
const pill = (x: number, y: number, width: number, height: number, r: number, [x1, y1, x2, y2]: number[]): CameraCutout => ({
  x,
  y,
  width,
  height,
  radius: Math.min(width, height) / 2,
  shape: 'pill',
  lenses: [
    { x: x1!, y: y1!, r },
    { x: x2!, y: y2!, r },
  ],
});
const samsungLenses = (gap: number): CameraCutout => ({
  x: 7,
  y: 7,
  width: 13,
  height: gap * 2 + 13,
  radius: 6.5,
  shape: 'none',
  lenses: [0, 1, 2].map((i) => ({ x: 6.5, y: 6.5 + i * gap, r: 5.2 })),
});
const pixelBar = (width: number) => pill(0, 14, width, 17, 4.6, [width * 0.28, 8.5, width * 0.46, 8.5]);

export const PHONE_MODELS: readonly PhoneModel[] = [
  { name: 'iPhone 13', widthMm: 74.5, heightMm: 149.7, radiusMm: 11, camera: twoDiagonal(31) },
  { name: 'iPhone 14', widthMm: 74.5, heightMm: 149.7, radiusMm: 11, camera: twoDiagonal(32) },
  { name: 'iPhone 15', widthMm: 75, heightMm: 152, radiusMm: 11, camera: twoDiagonal(32) },
  { name: 'iPhone 15 Pro', widthMm: 73.6, heightMm: 149.6, radiusMm: 11, camera: threeTriangle(37) },
  { name: 'iPhone 16', widthMm: 74.6, heightMm: 150.6, radiusMm: 11, camera: pill(8, 7, 15, 31, 5.2, [7.5, 8, 7.5, 23]) },
  { name: 'Galaxy S23', widthMm: 73.9, heightMm: 149.3, radiusMm: 10, camera: samsungLenses(12.5) },
  { name: 'Galaxy S24', widthMm: 73.6, heightMm: 150, radiusMm: 10, camera: samsungLenses(12.5) },
  { name: 'Galaxy A35', widthMm: 81, heightMm: 164.7, radiusMm: 9, camera: samsungLenses(13) },
  { name: 'Galaxy A55', widthMm: 80.6, heightMm: 164.6, radiusMm: 9, camera: samsungLenses(13) },
  { name: 'Pixel 8', widthMm: 73.8, heightMm: 153.5, radiusMm: 10, camera: pixelBar(73.8) },
  { name: 'Pixel 8a', widthMm: 75.7, heightMm: 155.1, radiusMm: 10, camera: pixelBar(75.7) },
  { name: 'Pixel 9', widthMm: 75, heightMm: 155.8, radiusMm: 10, camera: pill(9, 13, 57, 18, 4.8, [12, 9, 26, 9]) },
];

/** No camera drawn: a wrong camera on the mock-up (and a cut-out in the print) would be worse than none. */
const NO_CAMERA: CameraCutout = { x: 0, y: 0, width: 0, height: 0, radius: 0, shape: 'none', lenses: [] };

/**
 * Used when a model is unknown (a new phone before its data is added): a plain cover of a common size with no camera cut-out, and a warning
 * in the log (`phoneModel`, `phoneMockupOf`) so the missing data is noticed and added.
 */
export const GENERIC_PHONE: PhoneModel = { name: 'generic', widthMm: 75, heightMm: 155, radiusMm: 10, camera: NO_CAMERA };

export function phoneModel(name: string | undefined, log?: Pick<Logger, 'warn'>): PhoneModel {
  const model = PHONE_MODELS.find((m) => m.name === name);
  if (!model && name !== GENERIC_PHONE.name)
    log?.warn({ model: name ?? null }, 'DYO: no data for this phone model; drawn as a generic cover without a camera cut-out');
  return model ?? GENERIC_PHONE;
}

/** The mock-up an engine draws: which model, and whether it is a wallet case. */
export interface PhoneMockup {
  model: string;
  wallet: boolean;
}

/** The mock-up of a DYO phone-cover article: the model is a property value, a wallet case is classified `isecrets`. */
export function phoneMockupOf(
  article: { articleId?: string; properties: { value: string }[]; classifications?: { name: string; value: string }[] },
  log?: Pick<Logger, 'warn'>,
): PhoneMockup {
  const known = PHONE_MODELS.find((m) => article.properties.some((p) => p.value === m.name));
  if (!known)
    log?.warn(
      { articleId: article.articleId ?? null, properties: article.properties.map((p) => p.value) },
      'DYO: the article names no known phone model; drawn as a generic cover without a camera cut-out',
    );
  const model = known?.name ?? GENERIC_PHONE.name;
  const wallet = article.classifications?.some((c) => c.name === 'dyo' && c.value === 'isecrets') ?? false;
  return { model, wallet };
}

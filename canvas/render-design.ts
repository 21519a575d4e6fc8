/**
 * Renders a design with Konva off screen in the browser: the product with the design (cart, live preview). The nodes come from
 * design-nodes.ts, which the editor's canvas and the server's print render use too. Fonts are loaded before anything is drawn.
 */
import Konva from 'konva';
import type { DesignDocument, GarmentSide } from '@/lib/dyo/design-document';
import { designGroup, fontsOf, textsOf, type ImageSource } from './design-nodes';
import { loadFonts } from './fonts';
import type { ProductTemplate } from '@/lib/dyo/templates';

const imageCache = new Map<string, Promise<HTMLImageElement>>();

export function loadImage(src: string): Promise<HTMLImageElement> {
  let cached = imageCache.get(src);
  if (!cached) {
    cached = new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error('image failed to load'));
      image.src = src;
    });
    imageCache.set(src, cached);
  }
  return cached;
}

const browserImage = (src: string): Promise<ImageSource> => loadImage(src);

function toPng(stage: Konva.Stage, pixelRatio: number): string {
  const url = stage.toDataURL({ mimeType: 'image/png', pixelRatio });
  stage.destroy();
  return url;
}

/** The product with the design, `widthPx` wide (the cart's picture and the live preview). */
export async function renderPreview(
  document: DesignDocument,
  side: GarmentSide,
  template: ProductTemplate,
  widthPx = 360,
): Promise<string> {
  await loadFonts(fontsOf(document), undefined, textsOf(document));
  const stage = new Konva.Stage({ container: window.document.createElement('div'), width: template.widthMm, height: template.heightMm });
  const layer = new Konva.Layer();
  stage.add(layer);
  addProductBody(layer, template, document.garmentColor ?? '#ffffff');
  const group = await designGroup(document, side, template, browserImage, widthPx / template.widthMm);
  group.position({ x: template.areaX, y: template.areaY });
  layer.add(group);
  addProductFrame(layer, template);
  return toPng(stage, widthPx / template.widthMm);
}

/** The cart's picture: the designed side, or a garment's front and back next to each other when both sides are designed. */
export async function renderCartPreview(
  document: DesignDocument,
  templateFor: (side: GarmentSide) => ProductTemplate,
  widthPx = 360,
): Promise<string> {
  const hasFront = document.sides.front.length > 0;
  const hasBack = (document.sides.back?.length ?? 0) > 0;
  if (!(hasFront && hasBack)) {
    const side: GarmentSide = hasBack ? 'back' : 'front';
    return renderPreview(document, side, templateFor(side), widthPx);
  }
  const [front, back] = await Promise.all([
    renderPreview(document, 'front', templateFor('front'), widthPx),
    renderPreview(document, 'back', templateFor('back'), widthPx),
  ]);
  const [a, b] = await Promise.all([loadImage(front), loadImage(back)]);
  const canvas = window.document.createElement('canvas');
  const gap = Math.round(widthPx * 0.04);
  const scale = widthPx / (a.width + b.width + gap);
  canvas.width = widthPx;
  canvas.height = Math.round(Math.max(a.height, b.height) * scale);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(a, 0, 0, a.width * scale, a.height * scale);
  ctx.drawImage(b, (a.width + gap) * scale, 0, b.width * scale, b.height * scale);
  return canvas.toDataURL('image/png');
}

/** A garment's body and details (under the design). */
function addProductBody(layer: Konva.Layer | Konva.Group, template: ProductTemplate, color: string): void {
  if (!template.body) return;
  layer.add(new Konva.Path({ data: template.body, fill: color, stroke: '#65635d', strokeWidth: 2, listening: false }));
  for (const detail of template.details ?? [])
    layer.add(new Konva.Path({ data: detail, stroke: '#65635d', strokeWidth: 2, listening: false }));
}

/** A phone cover's edge and camera cut-out, drawn over the design; nothing for a garment. */
export function addProductFrame(layer: Konva.Layer | Konva.Group, template: ProductTemplate): void {
  const { phone, areaX, areaY } = template;
  if (!phone) return;
  const { area } = template;
  layer.add(
    new Konva.Rect({
      x: areaX,
      y: areaY,
      width: area.widthMm,
      height: area.heightMm,
      cornerRadius: area.radiusMm,
      stroke: '#3d3c38',
      strokeWidth: 1.2,
      listening: false,
    }),
  );
  const c = phone.camera;
  if (c.shape !== 'none') {
    layer.add(
      new Konva.Rect({
        x: areaX + c.x,
        y: areaY + c.y,
        width: c.width,
        height: c.height,
        cornerRadius: c.shape === 'pill' ? Math.min(c.width, c.height) / 2 : c.radius,
        fill: '#2b2b29',
        listening: false,
      }),
    );
  }
  for (const lens of c.lenses) {
    layer.add(
      new Konva.Circle({
        x: areaX + c.x + lens.x,
        y: areaY + c.y + lens.y,
        radius: lens.r,
        fill: '#4a4944',
        stroke: '#1d1d1b',
        strokeWidth: c.shape === 'none' ? 1.4 : 0.4,
        listening: false,
      }),
    );
  }
  if (phone.wallet) addWalletDetails(layer, template);
}

/**
 * A wallet case ("Plånboksfodral"): the design is on the book's back, so the mock-up (seen from the back) shows what makes it a wallet: the
 * spine's fold along the right edge, stitching all round and the front flap's strap closing over the left edge, with its snap. Each line is
 * drawn dark on a light under-line, so it reads on a white design as well as on a dark one.
 */
function addWalletDetails(layer: Konva.Layer | Konva.Group, template: ProductTemplate): void {
  const { areaX: x, areaY: y, area } = template;
  const { widthMm: w, heightMm: h, radiusMm: r } = area;
  const stitch = { x: x + 2.2, y: y + 2.2, width: w - 4.4, height: h - 4.4, cornerRadius: Math.max(0, r - 2.2), listening: false };
  layer.add(new Konva.Rect({ ...stitch, stroke: '#ffffff', strokeWidth: 0.9, opacity: 0.7 }));
  layer.add(new Konva.Rect({ ...stitch, stroke: '#6b4f3a', strokeWidth: 0.5, dash: [1.8, 1.2] }));
  // The spine: a fold 6 mm in from the right edge.
  for (const [dx, color, width] of [
    [w - 6, '#ffffff', 1.1],
    [w - 6, '#6b4f3a', 0.6],
  ] as const) {
    layer.add(
      new Konva.Line({
        points: [x + dx, y + r * 0.6, x + dx, y + h - r * 0.6],
        stroke: color,
        strokeWidth: width,
        opacity: color === '#ffffff' ? 0.7 : 0.9,
        listening: false,
      }),
    );
  }
  // The strap over the left edge, with its snap.
  const strap = { x: x - 4, y: y + h * 0.42, width: 13, height: h * 0.14 };
  layer.add(
    new Konva.Rect({
      ...strap,
      cornerRadius: 3,
      fill: '#5b4636',
      stroke: '#ffffff',
      strokeWidth: 0.5,
      shadowColor: '#000000',
      shadowBlur: 1.5,
      shadowOpacity: 0.35,
      listening: false,
    }),
  );
  layer.add(
    new Konva.Rect({
      x: strap.x + 1.2,
      y: strap.y + 1.2,
      width: strap.width - 2.4,
      height: strap.height - 2.4,
      cornerRadius: 2,
      stroke: '#d8c3a5',
      strokeWidth: 0.35,
      dash: [1.2, 0.9],
      listening: false,
    }),
  );
  layer.add(
    new Konva.Circle({
      x: strap.x + strap.width - 4.5,
      y: strap.y + strap.height / 2,
      radius: 2.2,
      fill: '#c9b48f',
      stroke: '#3d3026',
      strokeWidth: 0.4,
      listening: false,
    }),
  );
}

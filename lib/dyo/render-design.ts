/**
 * Renders a design with Konva off screen: the print image of one side at print
 * resolution, and the preview of the product with the design (cart, live
 * preview). The editor's canvas uses the same layer attributes (layerAttrs),
 * so what is printed is what the shopper saw. Browser only.
 */
import Konva from 'konva';
import type { DesignDocument, DesignLayer, GarmentSide, TextLayer } from './design-document';
import { layersOf } from './editor-state';
import { MM_PER_INCH } from './print-quality';
import type { ProductTemplate } from './templates';

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

let measurer: Konva.Text | undefined;

/** Width and height (mm) of a one-line text layer. */
export function textSize(layer: Pick<TextLayer, 'text' | 'fontFamily' | 'fontSize'>): { width: number; height: number } {
  measurer ??= new Konva.Text({});
  measurer.setAttrs({ text: layer.text || ' ', fontFamily: layer.fontFamily, fontSize: layer.fontSize });
  return { width: measurer.width(), height: measurer.height() };
}

/** Konva attributes of a layer (in mm, rotating around its centre). */
export function layerAttrs(layer: DesignLayer): Konva.NodeConfig {
  if (layer.type === 'image') {
    return { x: layer.x, y: layer.y, rotation: layer.rotation, width: layer.width, height: layer.height, offsetX: layer.width / 2, offsetY: layer.height / 2 };
  }
  const size = textSize(layer);
  return {
    x: layer.x, y: layer.y, rotation: layer.rotation, text: layer.text, fontFamily: layer.fontFamily, fontSize: layer.fontSize, fill: layer.fill,
    offsetX: size.width / 2, offsetY: size.height / 2,
  };
}

async function layerNode(layer: DesignLayer): Promise<Konva.Shape> {
  if (layer.type === 'text') return new Konva.Text(layerAttrs(layer));
  return new Konva.Image({ ...layerAttrs(layer), image: await loadImage(layer.src) });
}

/** The print area's clip (rounded corners of a phone cover). */
export function clipArea(ctx: Konva.Context, template: ProductTemplate): void {
  const { widthMm: w, heightMm: h, radiusMm: r } = template.area;
  ctx.beginPath();
  if (r > 0) ctx.roundRect(0, 0, w, h, r);
  else ctx.rect(0, 0, w, h);
  ctx.closePath();
}

async function designGroup(document: DesignDocument, side: GarmentSide, template: ProductTemplate): Promise<Konva.Group> {
  const group = new Konva.Group({ clipFunc: (ctx) => clipArea(ctx, template) });
  if (document.kind !== 'clothes') group.add(new Konva.Rect({ width: template.area.widthMm, height: template.area.heightMm, fill: document.background }));
  for (const node of await Promise.all(layersOf(document, side).map(layerNode))) group.add(node);
  return group;
}

function toPng(stage: Konva.Stage, pixelRatio: number): string {
  const url = stage.toDataURL({ mimeType: 'image/png', pixelRatio });
  stage.destroy();
  return url;
}

/** The print image of one side: the print area at its print DPI. */
export async function renderPrint(document: DesignDocument, side: GarmentSide, template: ProductTemplate): Promise<string> {
  const pxPerMm = template.area.printDpi / MM_PER_INCH;
  const stage = new Konva.Stage({ container: window.document.createElement('div'), width: template.area.widthMm, height: template.area.heightMm });
  const layer = new Konva.Layer();
  layer.add(await designGroup(document, side, template));
  stage.add(layer);
  return toPng(stage, pxPerMm);
}

/** The product with the design, `widthPx` wide (the cart's picture and the live preview). */
export async function renderPreview(document: DesignDocument, side: GarmentSide, template: ProductTemplate, widthPx = 360): Promise<string> {
  const stage = new Konva.Stage({ container: window.document.createElement('div'), width: template.widthMm, height: template.heightMm });
  const layer = new Konva.Layer();
  stage.add(layer);
  if (template.body) {
    layer.add(new Konva.Path({ data: template.body, fill: document.garmentColor ?? '#ffffff', stroke: '#65635d', strokeWidth: 2 }));
    if (template.detail) layer.add(new Konva.Path({ data: template.detail, stroke: '#65635d', strokeWidth: 2 }));
  }
  const group = await designGroup(document, side, template);
  group.position({ x: template.areaX, y: template.areaY });
  layer.add(group);
  if (!template.body) addPhoneFrame(layer, template);
  return toPng(stage, widthPx / template.widthMm);
}

/** The phone cover's edge and camera cut-out, drawn over the design. */
export function addPhoneFrame(layer: Konva.Layer | Konva.Group, template: ProductTemplate): void {
  const { area, areaX, areaY } = template;
  layer.add(new Konva.Rect({ x: areaX, y: areaY, width: area.widthMm, height: area.heightMm, cornerRadius: area.radiusMm, stroke: '#3d3c38', strokeWidth: 1.2, listening: false }));
  if (area.cutout) {
    const c = area.cutout;
    layer.add(new Konva.Rect({ x: areaX + c.x, y: areaY + c.y, width: c.width, height: c.height, cornerRadius: c.radius, fill: '#2b2b29', listening: false }));
    layer.add(new Konva.Circle({ x: areaX + c.x + c.width * 0.3, y: areaY + c.y + c.height * 0.3, radius: c.width * 0.18, fill: '#4a4944', listening: false }));
    layer.add(new Konva.Circle({ x: areaX + c.x + c.width * 0.3, y: areaY + c.y + c.height * 0.72, radius: c.width * 0.18, fill: '#4a4944', listening: false }));
  }
}

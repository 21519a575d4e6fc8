/**
 * The server's print render: 300 DPI at the physical size of every product,
 * fonts from @fontsource, and the same picture at any resolution.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import Konva from 'konva';
import { emptyDesign, type DesignDocument } from '@/lib/dyo/design-document';
import { PHONE_MODELS } from '@/lib/dyo/phone-models';
import { pixelDiff } from '@/lib/dyo/pixel-diff';
import { printPixels } from '@/lib/dyo/print-quality';
import { GARMENT_AREAS, type GarmentShape } from '@/lib/dyo/products';
import { productTemplate } from '@/lib/dyo/product-types';
import { renderPrintPng, setUpServerKonva } from '@/server/dyo/print-render';

jest.setTimeout(60_000);

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

function textDesign(kind: DesignDocument['kind'], background = '#1f8a4c'): DesignDocument {
  return {
    ...emptyDesign(kind, '190003'),
    background,
    sides: {
      front: [
        { id: 't1', type: 'text', text: 'Anna Åsa', fontFamily: 'Lobster', fontSize: 12, fill: '#ffffff', x: 37, y: 60, rotation: -8, stroke: '#222222', strokeWidth: 0.6 },
        { id: 't2', type: 'text', text: 'SOMMAR', fontFamily: 'Bebas Neue', fontSize: 10, fill: '#ffd400', x: 37, y: 100, rotation: 0, curve: 60 },
        { id: 's1', type: 'sticker', sticker: 'heart', fill: '#e3342f', x: 37, y: 130, width: 20, height: 20, rotation: 10 },
      ],
    },
  } as DesignDocument;
}

async function rgba(png: Buffer, width: number, height: number): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(await loadImage(png), 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

describe('printPixels', () => {
  it('is the print area and its bleed at 300 DPI', () => {
    expect(printPixels({ widthMm: 75, heightMm: 155, bleedMm: 2 }, 300)).toEqual({ width: 933, height: 1878 });
    // A 30 × 40 cm garment print is 17 MP, over what iOS lets a page draw: hence the server.
    const back = printPixels(GARMENT_AREAS.tshirt.back, 300);
    expect(back).toEqual({ width: 3543, height: 4724 });
    expect(back.width * back.height).toBeGreaterThan(16.7e6);
  });
});

describe('renderPrintPng', () => {
  it.each(PHONE_MODELS.map((m) => [m.name]))('renders a %s cover at 300 DPI, physical size', async (model) => {
    const template = productTemplate('phone-cover', 'front', 'tshirt', { model, wallet: false });
    const png = await renderPrintPng(textDesign('phone-cover'), 'front', template);
    expect(template.area.printDpi).toBe(300);
    expect(pngSize(png)).toEqual(printPixels(template.area, 300));
  });

  const garments = (Object.keys(GARMENT_AREAS) as GarmentShape[]).flatMap((shape) => (['front', 'back'] as const).map((side) => [shape, side] as const));
  it.each(garments)('renders a %s %s at 300 DPI, physical size', async (shape, side) => {
    const template = productTemplate('clothes', side, shape);
    const png = await renderPrintPng({ ...emptyDesign('clothes', '190101'), sides: { front: [], back: [] } }, side, template);
    expect(template.area.printDpi).toBe(300);
    expect(pngSize(png)).toEqual(printPixels(template.area, 300));
  });

  it('draws text in the @fontsource face, not a fallback', () => {
    setUpServerKonva();
    const width = (fontFamily: string) => new Konva.Text({ text: 'Anna Åsa', fontFamily, fontSize: 40 }).width();
    expect(width('Lobster')).not.toBeCloseTo(width('Bebas Neue'), 0);
    expect(width('Pacifico')).not.toBeCloseTo(width('No Such Font'), 0);
  });

  it('draws the same picture at 300 DPI as at screen resolution (downscaled, within 2 % of pixels)', async () => {
    const template = productTemplate('phone-cover');
    const design = textDesign('phone-cover');
    const { width, height } = printPixels(template.area, 72);
    const [print, screen] = await Promise.all([renderPrintPng(design, 'front', template), renderPrintPng(design, 'front', template, 72)]);
    const diff = pixelDiff(await rgba(print, width, height), await rgba(screen, width, height));
    expect(diff.ratio).toBeLessThan(0.02);
    // And the design is really there: it differs from a blank cover of the same colour.
    const blank = await renderPrintPng({ ...design, sides: { front: [] } }, 'front', template, 72);
    expect(pixelDiff(await rgba(blank, width, height), await rgba(screen, width, height)).ratio).toBeGreaterThan(0.03);
  });
});

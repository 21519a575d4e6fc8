/**
 * The server's print render: 300 DPI at the physical size of every product,
 * fonts from @fontsource, and the same picture at any resolution.
 */
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { inflateSync } from 'node:zlib';
import Konva from 'konva';
import sharp from 'sharp';
import { emptyDesign, type DesignDocument } from '@/lib/dyo/design-document';
import { PHONE_MODELS } from '@/lib/dyo/phone-models';
import { pixelDiff } from '../../helpers/pixel-diff';
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
        {
          id: 't1',
          type: 'text',
          text: 'Anna Åsa',
          fontFamily: 'Lobster',
          fontSize: 12,
          fill: '#ffffff',
          x: 37,
          y: 60,
          rotation: -8,
          stroke: '#222222',
          strokeWidth: 0.6,
        },
        {
          id: 't2',
          type: 'text',
          text: 'SOMMAR',
          fontFamily: 'Bebas Neue',
          fontSize: 10,
          fill: '#ffd400',
          x: 37,
          y: 100,
          rotation: 0,
          curve: 60,
        },
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

  const garments = (Object.keys(GARMENT_AREAS) as GarmentShape[]).flatMap((shape) =>
    (['front', 'back'] as const).map((side) => [shape, side] as const),
  );
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

  it("draws Ł, Ż, Ş, İ and Ŋ with the family's own latin-ext file (the one the editor loads), not a fallback", () => {
    setUpServerKonva();
    GlobalFonts.registerFromPath(
      path.join(process.cwd(), 'node_modules', '@fontsource', 'lobster', 'files', 'lobster-latin-ext-400-normal.woff2'),
      'Lobster ext only',
    );
    const width = (fontFamily: string) => new Konva.Text({ text: 'ŁŻŞİŊ', fontFamily, fontSize: 40 }).width();
    expect(width('Lobster')).toBeCloseTo(width('Lobster ext only'), 1);
    expect(width('Lobster')).not.toBeCloseTo(width('No Such Font'), 0);
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

/** The PNG's chunks by type (the first of each). */
function pngChunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (!found.has(type)) found.set(type, png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return found;
}

/** An ICC profile's tags by signature: the tag's bytes. */
function iccTags(profile: Buffer): Map<string, Buffer> {
  const tags = new Map<string, Buffer>();
  const count = profile.readUInt32BE(128);
  for (let i = 0; i < count; i++) {
    const at = 132 + i * 12;
    const offset = profile.readUInt32BE(at + 4);
    tags.set(profile.toString('latin1', at, at + 4), profile.subarray(offset, offset + profile.readUInt32BE(at + 8)));
  }
  return tags;
}

describe("the print file's colour profile", () => {
  it('embeds the standard sRGB IEC61966-2.1 profile, described as print.json names it, and keeps the drawn pixels', async () => {
    const template = productTemplate('phone-cover');
    const png = await renderPrintPng(textDesign('phone-cover'), 'front', template, 72);
    const chunks = pngChunks(png);
    const iccp = chunks.get('iCCP')!;
    const nul = iccp.indexOf(0);
    expect(iccp.toString('latin1', 0, nul)).toBe('sRGB IEC61966-2.1');
    const profile = inflateSync(iccp.subarray(nul + 2));
    expect(profile.readUInt32BE(0)).toBe(profile.length);
    expect(profile.toString('latin1', 36, 40)).toBe('acsp');
    expect(profile.toString('latin1', 12, 24)).toBe('mntrRGB XYZ ');
    const tags = iccTags(profile);
    // textDescriptionType: 'desc', 4 reserved bytes, the ASCII length with its NUL, the ASCII.
    const desc = tags.get('desc')!;
    expect(desc.toString('latin1', 0, 4)).toBe('desc');
    expect(desc.toString('latin1', 12, 12 + desc.readUInt32BE(8) - 1)).toBe('sRGB IEC61966-2.1');
    // The standard's D50-adapted red primary and a 1024-sample sRGB curve (mid-grey 128/255 is 21.6 % linear).
    const red = tags.get('rXYZ')!;
    expect([red.readInt32BE(8), red.readInt32BE(12), red.readInt32BE(16)].map((v) => v / 65536)).toEqual([
      expect.closeTo(0.4361, 3),
      expect.closeTo(0.2225, 3),
      expect.closeTo(0.0139, 3),
    ]);
    const curve = tags.get('rTRC')!;
    expect(curve.readUInt32BE(8)).toBe(1024);
    expect(curve.readUInt16BE(12 + 514 * 2) / 65535).toBeCloseTo(0.216, 2);
    expect(chunks.has('sRGB')).toBe(false);
    // lcms (in sharp) reads the profile; converting from it to sRGB leaves the pixels as drawn.
    const meta = await sharp(png).metadata();
    expect(meta.icc?.equals(profile)).toBe(true);
    const asDrawn = await sharp(png).raw().toBuffer();
    const converted = await sharp(png).withIccProfile('srgb').raw().toBuffer();
    let worst = 0;
    for (let i = 0; i < asDrawn.length; i++) worst = Math.max(worst, Math.abs(asDrawn[i]! - converted[i]!));
    expect(worst).toBeLessThanOrEqual(2);
  });
});

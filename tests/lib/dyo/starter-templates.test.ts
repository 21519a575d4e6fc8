import { PHONE_MODELS } from '@/lib/dyo/phone-models';
import { productTemplate } from '@/lib/dyo/product-types';
import { CAMERA_CLEARANCE_MM, starterDesign, STARTER_TEMPLATES } from '@/lib/dyo/starter-templates';
import { stickerPath, STICKERS } from '@/lib/dyo/stickers';
import { LOCALES } from '@/lib/locales';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const photo = { src: 'data:image/png;base64,', width: 400, height: 300 };

describe('starter templates on every phone model', () => {
  const cases = PHONE_MODELS.flatMap((m) => STARTER_TEMPLATES.map((id) => [m.name, id] as const));
  it.each(cases)('%s, %s: no photo slot or sticker under the camera cut-out, all inside the print area', (model, id) => {
    const { area } = productTemplate('phone-cover', 'front', 'tshirt', { model, wallet: false });
    const cut = area.cutout;
    for (const layer of starterDesign(id, area, photo).layers) {
      if (layer.type === 'text') continue;
      const box = {
        left: layer.x - layer.width / 2,
        right: layer.x + layer.width / 2,
        top: layer.y - layer.height / 2,
        bottom: layer.y + layer.height / 2,
      };
      expect(box.bottom).toBeLessThanOrEqual(area.heightMm + 1e-9);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(area.widthMm + 1e-9);
      if (layer.type === 'sticker') expect(stickerPath(layer.sticker)).toBeDefined();
      expect(box.right - box.left).toBeGreaterThan(0);
      expect(box.bottom - box.top).toBeGreaterThan(10);
      if (!cut) continue;
      const clear =
        box.top >= cut.y + cut.height + CAMERA_CLEARANCE_MM - 1e-9 ||
        box.right <= cut.x - CAMERA_CLEARANCE_MM ||
        box.left >= cut.x + cut.width + CAMERA_CLEARANCE_MM;
      expect({ layer: layer.id, clear }).toEqual({ layer: layer.id, clear: true });
      if (layer.type === 'image') {
        // The photo fills its slot's new shape (a centred crop of the same aspect ratio).
        const crop = layer.crop!;
        expect((crop.width * photo.width) / (crop.height * photo.height)).toBeCloseTo(layer.width / layer.height, 5);
      }
    }
  });

  it('leaves a garment layout as it was laid out (no camera)', () => {
    const { area } = productTemplate('clothes', 'front', 'tshirt');
    const image = starterDesign('photo-caption', area, photo).layers.find((l) => l.type === 'image')!;
    expect(image.type === 'image' && image.height).toBeCloseTo(area.heightMm * 0.6, 5);
  });
});

describe('starter content', () => {
  it('has at least 12 templates per product family and 24 stickers, each once', () => {
    expect(STARTER_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STARTER_TEMPLATES).size).toBe(STARTER_TEMPLATES.length);
    expect(STICKERS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(STICKERS.map((s) => s.id)).size).toBe(STICKERS.length);
    for (const s of STICKERS) expect(s.path).toMatch(/^M[\d .,-]+[LCAZ]/);
  });

  it.each(['tshirt', 'hoodie'] as const)('lays every template out inside a %s print area, front and back', (shape) => {
    for (const side of ['front', 'back'] as const) {
      const { area } = productTemplate('clothes', side, shape);
      for (const id of STARTER_TEMPLATES) {
        for (const layer of starterDesign(id, area, photo).layers) {
          if (layer.type === 'text') {
            expect(layer.y).toBeGreaterThan(0);
            expect(layer.y).toBeLessThan(area.heightMm);
            continue;
          }
          expect(layer.x - layer.width / 2).toBeGreaterThanOrEqual(0);
          expect(layer.x + layer.width / 2).toBeLessThanOrEqual(area.widthMm + 1e-9);
          expect(layer.y - layer.height / 2).toBeGreaterThanOrEqual(0);
          expect(layer.y + layer.height / 2).toBeLessThanOrEqual(area.heightMm + 1e-9);
        }
      }
    }
  });

  it.each(LOCALES)('names every template and sticker in %s', (locale) => {
    const dyo = JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', locale, 'dyo.json'), 'utf8')) as {
      editor: { templates: { names: Record<string, string> }; stickers: { names: Record<string, string> } };
    };
    for (const id of STARTER_TEMPLATES) expect(dyo.editor.templates.names[id]).toEqual(expect.stringMatching(/\S/));
    for (const s of STICKERS) expect(dyo.editor.stickers.names[s.id]).toEqual(expect.stringMatching(/\S/));
  });
});

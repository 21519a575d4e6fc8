import { PHONE_MODELS } from '@/lib/dyo/phone-models';
import { productTemplate } from '@/lib/dyo/product-types';
import { CAMERA_CLEARANCE_MM, starterDesign, STARTER_TEMPLATES } from '@/lib/dyo/starter-templates';

const photo = { src: 'data:image/png;base64,', width: 400, height: 300 };

describe('starter templates on every phone model', () => {
  const cases = PHONE_MODELS.flatMap((m) => STARTER_TEMPLATES.map((id) => [m.name, id] as const));
  it.each(cases)('%s, %s: no photo slot or sticker under the camera cut-out, all inside the print area', (model, id) => {
    const { area } = productTemplate('phone-cover', 'front', 'tshirt', { model, wallet: false });
    const cut = area.cutout;
    for (const layer of starterDesign(id, area, photo).layers) {
      if (layer.type === 'text') continue;
      const box = { left: layer.x - layer.width / 2, right: layer.x + layer.width / 2, top: layer.y - layer.height / 2, bottom: layer.y + layer.height / 2 };
      expect(box.bottom).toBeLessThanOrEqual(area.heightMm);
      expect(box.right - box.left).toBeGreaterThan(0);
      expect(box.bottom - box.top).toBeGreaterThan(10);
      if (!cut) continue;
      const clear = box.top >= cut.y + cut.height + CAMERA_CLEARANCE_MM - 1e-9 || box.right <= cut.x - CAMERA_CLEARANCE_MM || box.left >= cut.x + cut.width + CAMERA_CLEARANCE_MM;
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

/** Phone mock-ups: an unknown model is said in the log and drawn without a wrong camera; a wallet case reads as one on white. */
import Konva from 'konva';
import type { Canvas } from '@napi-rs/canvas';
import { GENERIC_PHONE, phoneMockupOf, phoneModel, PHONE_MODELS } from '@/lib/dyo/phone-models';
import { addProductFrame } from '@/canvas/render-design';
import { productTemplate } from '@/lib/dyo/product-types';
import { setUpServerKonva } from '@/server/dyo/print-render';

const warn = () => ({ warn: jest.fn() });

describe('an unknown phone model', () => {
  it('is logged, and drawn as a plain cover with no camera cut-out (not an iPhone camera)', () => {
    const log = warn();
    const mockup = phoneMockupOf({ articleId: '190099', properties: [{ value: 'Nokia X30' }, { value: 'silikon' }] }, log);
    expect(mockup.model).toBe(GENERIC_PHONE.name);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ articleId: '190099', properties: ['Nokia X30', 'silikon'] }),
      expect.stringMatching(/no known phone model/),
    );
    const template = productTemplate('phone-cover', 'front', 'tshirt', mockup);
    expect(template.phone?.camera.lenses).toEqual([]);
    expect(template.area.cutout).toBeUndefined();
    expect(template.area).toMatchObject({ widthMm: 75, heightMm: 155 });

    const byName = warn();
    expect(phoneModel('Nokia X30', byName)).toBe(GENERIC_PHONE);
    expect(byName.warn).toHaveBeenCalledTimes(1);
  });

  it('a known model is not logged and keeps its own camera', () => {
    const log = warn();
    const mockup = phoneMockupOf({ properties: [{ value: 'Galaxy S24' }] }, log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(productTemplate('phone-cover', 'front', 'tshirt', mockup).phone?.camera).toBe(
      PHONE_MODELS.find((m) => m.name === 'Galaxy S24')!.camera,
    );
  });
});

describe('a wallet case', () => {
  beforeAll(() => setUpServerKonva());

  it('draws only when asked (no redraw left scheduled after a render)', () => {
    expect(Konva.autoDrawEnabled).toBe(false);
  });

  /** Pixels of the cover (inside its edge line) that read on white: darker than a light grey. */
  function darkPixelsOnWhite(wallet: boolean): number {
    const template = productTemplate('phone-cover', 'front', 'tshirt', { model: 'iPhone 15', wallet });
    const stage = new Konva.Stage({ width: template.widthMm, height: template.heightMm });
    const layer = new Konva.Layer();
    stage.add(layer);
    layer.add(new Konva.Rect({ x: 0, y: 0, width: template.widthMm, height: template.heightMm, fill: '#ffffff' }));
    addProductFrame(layer, template);
    const k = 4;
    const canvas = stage.toCanvas({ pixelRatio: k }) as unknown as Canvas;
    const { areaX, areaY, area } = template;
    // The lower part of the cover, below the strap, inside the edge line: only stitching and the spine's fold are there.
    const x0 = Math.round((areaX + 1) * k);
    const y0 = Math.round((areaY + 95) * k);
    const { data } = canvas
      .getContext('2d')
      .getImageData(x0, y0, Math.round((area.widthMm - 2) * k), Math.round((area.heightMm - 105) * k));
    stage.destroy();
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! < 190) dark++;
    return dark;
  }

  it('shows its stitching, spine and strap on a white design, where a plain case shows nothing', () => {
    const plain = darkPixelsOnWhite(false);
    const wallet = darkPixelsOnWhite(true);
    expect(plain).toBe(0);
    // At 4 px/mm: stitching down both long sides and along the bottom, and the spine's fold.
    expect(wallet).toBeGreaterThan(500);
  });
});

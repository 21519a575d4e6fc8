import type { ImageLayer, TextLayer } from '@/lib/dyo/design-document';
import { gestureLayerId, normalizeDegrees, pinchChanges as anyPinch, type PinchStart, type Point } from '@/components/dyo/editor/pinch';

const pinchChanges = (start: PinchStart, a: Point, b: Point) =>
  anyPinch(start, a, b) as Partial<Record<'x' | 'y' | 'width' | 'height' | 'rotation' | 'fontSize' | 'strokeWidth', number>> | null;

const photo: ImageLayer = {
  id: 'p',
  type: 'image',
  src: 'data:image/png;base64,',
  naturalWidth: 100,
  naturalHeight: 100,
  x: 40,
  y: 80,
  width: 30,
  height: 20,
  rotation: 10,
};

describe('pinchChanges', () => {
  it('scales by the ratio of the fingers’ distances around their midpoint', () => {
    // Fingers 20 mm apart around (40, 80), the layer's centre, then 40 mm apart: twice the size, centre kept.
    const changes = pinchChanges({ layer: photo, a: { x: 30, y: 80 }, b: { x: 50, y: 80 } }, { x: 20, y: 80 }, { x: 60, y: 80 });
    expect(changes).toMatchObject({ width: 60, height: 40, rotation: 10 });
    expect(changes?.x).toBeCloseTo(40);
    expect(changes?.y).toBeCloseTo(80);
  });

  it('turns by the change of the fingers’ angle, around their midpoint, so the point under them stays under them', () => {
    // The fingers' midpoint is 10 mm right of the layer's centre; a quarter turn clockwise (y down).
    const start = { layer: photo, a: { x: 40, y: 80 }, b: { x: 60, y: 80 } };
    const changes = pinchChanges(start, { x: 50, y: 70 }, { x: 50, y: 90 });
    expect(changes?.rotation).toBeCloseTo(100);
    expect(changes?.width).toBeCloseTo(30);
    // The centre, 10 mm left of the midpoint (50, 80), turns to 10 mm above it.
    expect(changes?.x).toBeCloseTo(50);
    expect(changes?.y).toBeCloseTo(70);
  });

  it('follows the midpoint when both fingers move together', () => {
    const changes = pinchChanges({ layer: photo, a: { x: 30, y: 80 }, b: { x: 50, y: 80 } }, { x: 35, y: 90 }, { x: 55, y: 90 });
    expect(changes).toMatchObject({ width: 30, height: 20, rotation: 10 });
    expect(changes?.x).toBeCloseTo(45);
    expect(changes?.y).toBeCloseTo(90);
  });

  it('scales a text by its font size and outline', () => {
    const text: TextLayer = {
      id: 't',
      type: 'text',
      text: 'Hej',
      fontFamily: 'Mulish',
      fontSize: 10,
      fill: '#000000',
      x: 0,
      y: 0,
      rotation: 0,
      stroke: '#ffffff',
      strokeWidth: 1,
    };
    expect(pinchChanges({ layer: text, a: { x: -5, y: 0 }, b: { x: 5, y: 0 } }, { x: -7.5, y: 0 }, { x: 7.5, y: 0 })).toMatchObject({
      fontSize: 15,
      strokeWidth: 1.5,
    });
  });

  it('does nothing for fingers that started on one spot', () => {
    expect(pinchChanges({ layer: photo, a: { x: 1, y: 1 }, b: { x: 1.2, y: 1 } }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBeNull();
  });

  it('keeps angles in (-180, 180]', () => {
    expect(normalizeDegrees(190)).toBe(-170);
    expect(normalizeDegrees(-190)).toBe(170);
    expect(normalizeDegrees(180)).toBe(180);
    expect(normalizeDegrees(720)).toBe(0);
  });
});

describe('gestureLayerId: one layer per gesture', () => {
  it('keeps the layer selected when the first finger landed, even if that finger picked up a sticker', () => {
    expect(gestureLayerId('photo', 'sticker')).toBe('photo');
    expect(gestureLayerId('photo', 'photo')).toBe('photo');
  });

  it('takes the layer the first finger picked up only when none was selected', () => {
    expect(gestureLayerId(null, 'sticker')).toBe('sticker');
    expect(gestureLayerId(null, null)).toBeNull();
  });
});

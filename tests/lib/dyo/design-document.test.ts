import {
  deserializeDesign,
  emptyDesign,
  isBlank,
  parseDesignDocument,
  serializeDesign,
  type DesignDocument,
} from '@/lib/dyo/design-document';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const clothes: DesignDocument = {
  version: 1,
  kind: 'clothes',
  articleId: '190017',
  background: '#ffffff',
  garmentColor: '#222222',
  sides: {
    front: [
      { id: 'a', type: 'image', src: PNG, naturalWidth: 1, naturalHeight: 1, x: 140, y: 180, width: 100, height: 100, rotation: 12.5 },
      { id: 'b', type: 'text', text: 'Hej på dig', fontFamily: 'Georgia', fontSize: 30, fill: '#d9472b', x: 140, y: 40, rotation: 0 },
    ],
    back: [{ id: 'c', type: 'text', text: 'Back', fontFamily: 'Mulish', fontSize: 20, fill: '#ffffff', x: 10, y: 10, rotation: -90 }],
  },
};

describe('design document', () => {
  it('survives a serialisation round trip with layers, text, background and both garment sides', () => {
    const text = serializeDesign(clothes);
    const parsed = deserializeDesign(text);
    expect(parsed).toEqual({ ok: true, document: clothes });
  });

  it('keeps map settings of a map cover', () => {
    const map: DesignDocument = {
      ...emptyDesign('map-cover', '190003'),
      map: { placeName: 'Umeå', lat: 63.828, lng: 20.26, style: 'night', zoom: 'city' },
    };
    expect(deserializeDesign(serializeDesign(map))).toEqual({ ok: true, document: map });
  });

  it('starts clothes with a front and a back, phone covers with a front only', () => {
    expect(emptyDesign('clothes', '1').sides).toEqual({ front: [], back: [] });
    expect(emptyDesign('phone-cover', '1').sides).toEqual({ front: [] });
    expect(isBlank(emptyDesign('clothes', '1'))).toBe(true);
    expect(isBlank(clothes)).toBe(false);
  });

  it.each([
    ['another version', { ...clothes, version: 2 }, 'unsupported version 2'],
    ['no version', { ...clothes, version: undefined }, 'unsupported version undefined'],
    ['an unknown kind', { ...clothes, kind: 'mug' }, 'unknown kind'],
    ['a bad background', { ...clothes, background: 'red' }, 'invalid background'],
    [
      'an image from elsewhere',
      { ...clothes, sides: { front: [{ ...clothes.sides.front[0], src: 'https://evil.example/a.png' }] } },
      'invalid front layers',
    ],
    [
      'a text colour that is not a colour',
      { ...clothes, sides: { front: [{ ...clothes.sides.front[1], fill: 'url(x)' }] } },
      'invalid front layers',
    ],
    [
      'a layer of an unknown type',
      { ...clothes, sides: { front: [{ id: 'x', type: 'video', x: 0, y: 0, rotation: 0 }] } },
      'invalid front layers',
    ],
    ['a broken back side', { ...clothes, sides: { front: [], back: 'nope' } }, 'invalid back layers'],
    ['a non-finite position', { ...clothes, sides: { front: [{ ...clothes.sides.front[1], x: Infinity }] } }, 'invalid front layers'],
  ])('refuses %s', (_, value, error) => {
    expect(parseDesignDocument(value)).toEqual({ ok: false, error });
  });

  it('refuses text that is not JSON', () => {
    expect(deserializeDesign('{"version":1')).toEqual({ ok: false, error: 'not JSON' });
  });
});

import { emptyDesign, type DesignDocument } from '@/lib/dyo/design-document';
import { colorName, summarizeDesign } from '@/lib/dyo/summarize-design';

const text = (t: string, id = 't') =>
  ({ id, type: 'text', text: t, fontFamily: 'Mulish', fontSize: 10, fill: '#000000', x: 30, y: 30, rotation: 0 }) as const;

describe('colorName', () => {
  it.each([
    ['#ffffff', 'white'],
    ['#f7f5f0', 'white'],
    ['#111111', 'black'],
    ['#9a9a98', 'grey'],
    ['#e3342f', 'red'],
    ['#ff8a00', 'orange'],
    ['#ffd400', 'yellow'],
    ['#1f8a4c', 'green'],
    ['#2b6cb0', 'blue'],
    ['#1f2a44', 'blue'],
    ['#7b3fb5', 'purple'],
    ['#f4a6c0', 'pink'],
    ['#7a4a1e', 'brown'],
  ])('%s is %s', (hex, name) => expect(colorName(hex)).toBe(name));
});

describe('summarizeDesign', () => {
  it("says a phone cover's texts and background", () => {
    const doc: DesignDocument = { ...emptyDesign('phone-cover', '1'), background: '#1f8a4c', sides: { front: [text('Anna')] } };
    expect(summarizeDesign(doc)).toEqual({ sides: [], texts: ['Anna'], images: 0, stickers: 0, background: 'green' });
    expect(summarizeDesign(doc).moreTexts).toBeUndefined();
  });

  it('says which sides of a garment are designed, shortens long texts and keeps two', () => {
    const long = 'Sommarminnen i Ystad 2026 och lite till';
    const doc: DesignDocument = {
      ...emptyDesign('clothes', '1'),
      sides: { front: [text('Anna'), text(long, 'u')], back: [text('Tre', 'v')] },
    };
    const summary = summarizeDesign(doc);
    expect(summary.sides).toEqual(['front', 'back']);
    expect(summary.texts).toEqual(['Anna', 'Sommarminnen i Ystad 2026 o…']);
    // The third text is counted ("+1"), not dropped without a word.
    expect(summary.moreTexts).toBe(1);
    expect(summary.background).toBeUndefined();
    expect(summarizeDesign({ ...doc, sides: { front: [], back: [text('x')] } }).sides).toEqual(['back']);
  });
});

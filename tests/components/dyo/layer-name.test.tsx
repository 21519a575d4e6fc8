import { layerName } from '@/components/dyo/editor/use-announcer';
import svDyo from '@/public/locales/sv-SE/dyo.json';
import { i18nWith } from '../../helpers/render';

const t = i18nWith('sv-SE', { dyo: svDyo }).getFixedT('sv-SE', 'dyo');
const sticker = (id: string) => ({
  id: 's1',
  type: 'sticker' as const,
  sticker: id,
  fill: '#d9472b',
  x: 10,
  y: 10,
  width: 20,
  height: 20,
  rotation: 0,
});

describe('layerName: a layer as the layer list and the announcements name it', () => {
  it('names a sticker of the library by its name', () => {
    expect(layerName(t, sticker('heart'), 0)).toBe('Klistermärke: Hjärta');
  });

  it("names a stored design's sticker the library does not have by its id, not by a translation key", () => {
    expect(layerName(t, sticker('rocket'), 0)).toBe('Klistermärke: rocket');
  });
});

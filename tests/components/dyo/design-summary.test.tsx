import { describeDesign } from '@/components/dyo/design-summary';
import svTranslation from '@/public/locales/sv-SE/translation.json';
import { testI18n, i18nWith } from '../../helpers/render';

describe("describeDesign: the cart line's words", () => {
  it('says how many more texts there are past the two it lists', () => {
    const i18n = testI18n();
    const summary = { sides: [], texts: ['Anna', 'Lund'], moreTexts: 1, images: 0, stickers: 0 };
    expect(describeDesign(summary, (key, options) => String(i18n.t(key, options)))).toBe(
      'Your design: text “Anna”, text “Lund”, +1 more text',
    );
  });

  it('calls a sticker klistermärke in Swedish, as the editor does', () => {
    const i18n = i18nWith('sv-SE', { translation: svTranslation });
    const summary = { sides: [], texts: [], moreTexts: 2, images: 0, stickers: 2 };
    expect(describeDesign(summary, (key, options) => String(i18n.t(key, options)))).toBe('Egen design: +2 texter till, 2 klistermärken');
  });
});

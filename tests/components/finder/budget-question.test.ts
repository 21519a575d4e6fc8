import type { TFunction } from 'i18next';
import { budgetQuestion } from '@/components/finder/budget-question';
import catalog from '@/public/locales/sv-SE/catalog.json';
import { i18nWith } from '../../helpers/render';

describe('budgetQuestion', () => {
  it('asks the budget with "any" and the amounts in the shopper’s currency, the chosen one kept', () => {
    const t = i18nWith('sv-SE', { catalog }).getFixedT('sv-SE', 'catalog') as unknown as TFunction<'catalog'>;
    const question = budgetQuestion('sv-SE', t, 'mid');
    expect(question).toMatchObject({ name: 'budget', legend: 'Vad är din budget?', anyLabel: 'Spelar ingen roll', value: 'mid' });
    expect(question.options.map((o) => o.value)).toEqual(['low', 'mid', 'high']);
    expect(question.options.map((o) => o.label.replace(/\s/g, ' '))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Upp till \d+ kr$/)]),
    );
  });
});

import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SoldCount } from '@/components/catalog/sold-count';
import { soldCount } from '@/lib/catalog/sold-count-rounding';
import { LOCALES, type Locale } from '@/lib/locales';
import { i18nWith } from '../../helpers/render';

let locale: Locale = 'sv-SE';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));

function i18nFor(lng: Locale) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return i18nWith(lng, { catalog: require(`@/public/locales/${lng}/catalog.json`) as Record<string, unknown> });
}

const normalize = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('soldCount', () => {
  it.each([
    [0, null],
    [9, null],
    [10, { count: 10, atLeast: false }],
    [57, { count: 57, atLeast: false }],
    [100, { count: 100, atLeast: false }],
    [157, { count: 150, atLeast: true }],
    [1234, { count: 1200, atLeast: true }],
    [1200, { count: 1200, atLeast: false }],
    [12_345, { count: 12_000, atLeast: true }],
  ])('%d sold → %j', (sold, expected) => {
    expect(soldCount(sold)).toEqual(expected);
  });
});

describe('SoldCount in every locale', () => {
  it.each([
    ['sv-SE', 1234, '1 200+ sålda'],
    ['da-DK', 1234, '1.200+ solgt'],
    ['nb-NO', 1234, '1 200+ solgt'],
    ['fi-FI', 1234, '1 200+ myyty'],
    ['en-US', 1234, '1,200+ sold'],
    ['sv-SE', 42, '42 sålda'],
    ['en-US', 42, '42 sold'],
  ] as const)('%s, %d sold → %s', (lng, sold, expected) => {
    locale = lng;
    const { container } = render(
      <I18nextProvider i18n={i18nFor(lng)}>
        <SoldCount sold={sold} />
      </I18nextProvider>,
    );
    expect(normalize(container.textContent)).toBe(expected);
  });

  it('has a label in the one and the other plural form in all five locales', () => {
    for (const lng of LOCALES) {
      const i18n = i18nFor(lng);
      expect(i18n.exists('catalog:::sold::label_one')).toBe(true);
      expect(i18n.exists('catalog:::sold::label_other')).toBe(true);
    }
  });

  it('shows nothing for a handful of sales', () => {
    locale = 'sv-SE';
    render(
      <I18nextProvider i18n={i18nFor('sv-SE')}>
        <SoldCount sold={3} />
      </I18nextProvider>,
    );
    expect(screen.queryByText(/såld/)).toBeNull();
  });
});

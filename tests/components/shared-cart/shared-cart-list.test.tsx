import { screen, within } from '@testing-library/react';
import { SharedCartList, type SharedLine } from '@/components/shared-cart/shared-cart-list';
import type { WireArticleSummary } from '@/services/catalog/types';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en-US',
    defaultLocale: 'sv-SE',
    asPath: '/shared-cart/?items=x',
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
  }),
}));

function summary(articleId: string, cents: number, stock: number): WireArticleSummary {
  return {
    articleId,
    legacyArticleId: `L${articleId}`,
    title: `Article ${articleId}`,
    slug: `article-${articleId}`,
    articleUrl: `/product/${articleId}/article-${articleId}/`,
    brand: 'Brand',
    price: { amount: cents, currency: 'SEK' },
    imageUrl: `http://img/${articleId}.svg`,
    rating: 4,
    reviewCount: 3,
    stock,
    sold: 10,
    condition: 'new',
    badgeIds: [],
    classifications: [],
  };
}

const line = (article: WireArticleSummary | null, quantity: number, articleId = article?.articleId ?? '999999'): SharedLine => ({
  articleId,
  dyoId: null,
  quantity,
  article,
});

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('SharedCartList: unit price and line total told apart, and a total', () => {
  it('"2 pcs × SEK 99" and "Line total: SEK 198" on a line, one total over the lines', () => {
    renderWithApp(<SharedCartList lines={[line(summary('100001', 9900, 50), 2), line(summary('100002', 2500, 50), 1)]} />);
    expect(text(within(row('Article 100001')).getByText(/×/))).toBe('2 pcs × SEK 99');
    expect(text(row('Article 100001').querySelector('[data-line-total]'))).toBe('Line total: SEK 198');
    expect(text(within(row('Article 100002')).getByText(/×/))).toBe('1 pc × SEK 25');
    expect(text(document.querySelector('[data-shared-total]'))).toBe('TotalSEK 223');
    expect(screen.queryByText('Items that cannot be bought right now are not counted.')).toBeNull();
  });

  it('a sold-out line and an unknown item are not counted, and the total says so', () => {
    renderWithApp(
      <SharedCartList lines={[line(summary('100001', 9900, 50), 3), line(summary('100003', 4000, 0), 1), line(null, 1, '123456')]} />,
    );
    expect(text(document.querySelector('[data-shared-total]'))).toBe('TotalSEK 297');
    expect(screen.getByText('Items that cannot be bought right now are not counted.')).toBeVisible();
    expect(screen.getByText('1 pc')).toBeVisible();
  });

  it('nothing that can be bought: no total', () => {
    renderWithApp(<SharedCartList lines={[line(summary('100003', 4000, 0), 1)]} />);
    expect(document.querySelector('[data-shared-total]')).toBeNull();
  });
});

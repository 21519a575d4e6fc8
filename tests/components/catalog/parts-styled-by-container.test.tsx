/**
 * Category tiles and product rails style their parts from their one styled element
 * (docs/adr/0013-parts-styled-by-their-container.md): the parts keep the look they had as styled
 * components of their own.
 */
import { screen } from '@testing-library/react';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { ProductRail } from '@/components/catalog/product-rail';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en-US', asPath: '/', query: {}, push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

describe('CategoryTiles', () => {
  it('styles the picture, the count and the subcategories', async () => {
    const { container } = renderWithApp(
      <CategoryTiles
        items={[{ categoryId: 'c1', name: 'Mobile accessories', slug: 'mobil-tillbehor', imageUrl: '/c1.svg', articleCount: 12 }]}
        childrenOf={() => [{ categoryId: 'c2', name: 'Chargers', slug: 'laddare' }]}
      />,
    );
    // In the browser the tiles' code loads when a client render first needs it (components/catalog/island-category-tile-items.ts).
    await screen.findByRole('heading', { name: 'Mobile accessories' });
    const picture = container.querySelector('img')?.parentElement as HTMLElement;
    expect(getComputedStyle(picture).position).toBe('relative');
    const children = screen.getByRole('list', { name: /subcategories/i });
    expect(getComputedStyle(children).display).toBe('flex');
    expect(getComputedStyle(children).zIndex).toBe('1');
    expect(getComputedStyle(children).listStyle).toContain('none');
    // The product count, after the heading.
    const count = screen.getByRole('heading', { name: 'Mobile accessories' }).nextElementSibling as HTMLElement;
    expect(count.tagName).toBe('SPAN');
    expect(getComputedStyle(count).fontSize).toBe('14px');
  });
});

describe('ProductRail', () => {
  it('styles the head, its end and the track', async () => {
    renderWithApp(
      <ProductRail
        id="rail-deals"
        title="Deals"
        href="/campaign/top-bargains/"
        items={[
          {
            articleId: '100017',
            title: 'USB-C cable',
            slug: 'usb-c-kabel',
            brand: 'Norrsken Tech',
            imageUrl: '/x.svg',
            price: 9900,
            stock: 200,
          },
        ]}
      />,
    );
    // In the browser the cards' code loads when a client render first needs it (components/catalog/island-product-card.ts).
    const heading = await screen.findByRole('heading', { name: 'Deals' });
    expect(screen.getAllByRole('link', { name: 'USB-C cable' })).toHaveLength(1);
    const head = heading.parentElement as HTMLElement;
    expect(getComputedStyle(head).display).toBe('flex');
    expect(getComputedStyle(head).justifyContent).toBe('space-between');
    expect(getComputedStyle(heading).marginTop).toBe('0px');
    const seeAll = screen.getByRole('link', { name: /Deals/ });
    expect(getComputedStyle(seeAll).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(seeAll.parentElement as HTMLElement).marginLeft).toBe('auto');
    const track = screen.getByRole('list', { name: 'Deals' });
    expect(getComputedStyle(track).display).toBe('grid');
    expect(getComputedStyle(track).overflowX).toBe('auto');
    expect(getComputedStyle(track.firstElementChild as HTMLElement).getPropertyValue('scroll-snap-align')).toBe('start');
  });
});

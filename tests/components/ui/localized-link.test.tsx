import { render } from '@testing-library/react';
import { FillImage } from '@/components/ui/fill-image';
import { LocalizedLink } from '@/components/ui/localized-link';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'da-DK',
    defaultLocale: 'sv-SE',
    locales: ['sv-SE', 'da-DK'],
    asPath: '/',
    pathname: '/',
    query: {},
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
    isReady: true,
  }),
}));

describe('LocalizedLink (docs/adr/0021-links-as-plain-anchors.md)', () => {
  it("is a plain anchor to the localized path, marked for the document's click listener", () => {
    const { container } = render(
      <LocalizedLink to="/category/" segments={['mobil-tilbehør']} className="tile" aria-current="page">
        Mobil
      </LocalizedLink>,
    );
    expect(container.innerHTML).toBe(
      '<a class="tile" aria-current="page" href="/da-DK/kategori/mobil-tilbeh%C3%B8r/" data-nav="">Mobil</a>',
    );
  });

  it('is a plain anchor marked to keep the scroll position when it sets scroll={false} (docs/adr/0026)', () => {
    const { container } = render(
      <LocalizedLink to="/cart/" scroll={false}>
        Kurv
      </LocalizedLink>,
    );
    expect(container.innerHTML).toBe('<a href="/da-DK/inkobskurv/" data-nav="keep-scroll">Kurv</a>');
  });
});

describe('FillImage', () => {
  it('is the <img> next/image writes for a lazy, unoptimized fill image', () => {
    const { container } = render(<FillImage src="http://127.0.0.1:4010/images/categories/garden.svg" alt="" />);
    expect(container.innerHTML).toBe(
      '<img alt="" loading="lazy" decoding="async" data-nimg="fill" style="position: absolute; height: 100%; width: 100%; left: 0px; top: 0px; right: 0px; bottom: 0px; color: transparent;" src="http://127.0.0.1:4010/images/categories/garden.svg">',
    );
  });
});

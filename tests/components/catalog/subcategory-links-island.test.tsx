/**
 * The category page's subcategory chips are a static island (docs/adr/0029-static-islands.md): hydration keeps the
 * server's links as they are; new chips (a client navigation) render.
 */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { SubcategoryLinks } from '@/components/catalog/subcategory-links';
import type { CategoryChip } from '@/services/catalog/page-models';
import { theme } from '@/styles/theme';
import catalog from '@/public/locales/sv-SE/catalog.json';
import translation from '@/public/locales/sv-SE/translation.json';
import { serverHydration } from '../../helpers/hydration';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

const CHIPS: CategoryChip[] = [
  { categoryId: 'c1', name: 'Laddare', slug: 'laddare', articleCount: 12 },
  { categoryId: 'c2', name: 'Skal', slug: 'skal', articleCount: 30 },
];
const i18n = i18nWith('sv-SE', { translation, catalog });

function Links({ items = CHIPS }: { items?: CategoryChip[] }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <SubcategoryLinks items={items} />
      </ThemeProvider>
    </I18nextProvider>
  );
}

describe('the subcategory chips at hydration', () => {
  const page = serverHydration();
  afterEach(() => jest.restoreAllMocks());

  it('keeps the server links as an island, the same nodes and no mismatch; new chips render', async () => {
    page.serve(<Links />);
    const link = page.container.querySelector('a')!;
    const errors = await page.hydrate(<Links />);
    expect(errors).not.toHaveBeenCalled();
    expect(page.container.querySelector('ul[data-island]')).not.toBeNull();
    expect(page.container.querySelector('a')).toBe(link);
    expect(link.getAttribute('href')).toBe('/kategori/laddare/');
    expect(link.textContent).toBe('Laddare (12)');

    await act(async () => {
      page.root.render(<Links items={[{ categoryId: 'c3', name: 'Kablar', slug: 'kablar', articleCount: 7 }]} />);
    });
    expect([...page.container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Kablar (7)']);
  });
});

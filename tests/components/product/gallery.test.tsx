import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Gallery } from '@/components/product/gallery';
import catalog from '@/public/locales/en-US/catalog.json';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

const IMAGES = [
  'http://127.0.0.1:4010/images/articles/100037-1.svg',
  'http://127.0.0.1:4010/images/articles/100037-2.svg',
  'http://127.0.0.1:4010/images/articles/100037-3.svg',
];

function renderGallery() {
  render(
    <I18nextProvider i18n={i18nWith('en-US', { catalog })}>
      <ThemeProvider theme={theme}>
        <Gallery images={IMAGES} title="Core Mini" articleId="100037" variantIds={[]} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

function thumbnails(): HTMLImageElement[] {
  return screen.getAllByRole('button', { name: /Show image/ }).map((button) => button.querySelector('img') as HTMLImageElement);
}

describe('Gallery thumbnails', () => {
  it('loads the thumbnail of the picture on the stage eagerly (the same file), the others lazily', () => {
    renderGallery();
    expect(thumbnails().map((img) => [img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
      ['http://127.0.0.1:4010/images/articles/100037-1.svg', 'eager'],
      ['http://127.0.0.1:4010/images/articles/100037-2.svg', 'lazy'],
      ['http://127.0.0.1:4010/images/articles/100037-3.svg', 'lazy'],
    ]);
  });

  it('moves the eager thumbnail with the picture shown', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(thumbnails().map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'eager', 'lazy']);
  });
});

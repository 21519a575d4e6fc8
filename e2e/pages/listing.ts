import { expect, type Locator, type Page } from '@playwright/test';

/** Texts of a listing's filter button and sheet, per locale. */
export const LISTING_TEXT = {
  'sv-SE': {
    hoodies: '/kategori/hoodies/',
    products: 'Produkter',
    filterButton: /^Filter/,
    sheet: 'Filtrera och sortera',
    close: 'Stäng filter',
    brand: 'Varumärke',
    sort: 'Sortera efter',
    results: (n: number) => `${n} ${n === 1 ? 'produkt' : 'produkter'}`,
    show: (n: number) => `Visa ${n} ${n === 1 ? 'produkt' : 'produkter'}`,
    active: (n: number) => `${n} ${n === 1 ? 'aktivt filter' : 'aktiva filter'}`,
  },
  'fi-FI': {
    hoodies: '/fi-FI/kategoria/hoodies/',
    products: 'Tuotteet',
    filterButton: /^Suodattimet/,
    sheet: 'Suodata ja järjestä',
    close: 'Sulje suodattimet',
    brand: 'Merkki',
    sort: 'Järjestys',
    results: (n: number) => `${n} ${n === 1 ? 'tuote' : 'tuotetta'}`,
    show: (n: number) => `Näytä ${n} ${n === 1 ? 'tuote' : 'tuotetta'}`,
    active: (n: number) => `${n} ${n === 1 ? 'suodatin' : 'suodatinta'} käytössä`,
  },
} as const;

export type ListingLocale = keyof typeof LISTING_TEXT;

/** A product listing: its result count, product cards, the phone's Filter button and sheet. */
export class ListingPage {
  readonly text: (typeof LISTING_TEXT)[ListingLocale];

  constructor(
    readonly page: Page,
    locale: ListingLocale,
  ) {
    this.text = LISTING_TEXT[locale];
  }

  async openHoodies(): Promise<void> {
    await this.page.goto(this.text.hoodies);
    await expect(this.results()).toBeVisible();
  }

  products(): Locator {
    return this.page.getByRole('region', { name: this.text.products });
  }

  /** The result count above the products. */
  results(): Locator {
    return this.products().getByRole('status');
  }

  async resultCount(): Promise<number> {
    return Number((await this.results().innerText()).replace(/\D/g, ''));
  }

  cards(): Locator {
    return this.products()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3 }) });
  }

  filterButton(): Locator {
    return this.page.getByRole('button', { name: this.text.filterButton });
  }

  sheet(): Locator {
    return this.page.getByRole('dialog', { name: this.text.sheet });
  }

  sheetCount(): Locator {
    return this.sheet().getByRole('status');
  }

  showButton(n: number): Locator {
    return this.sheet().getByRole('button', { name: this.text.show(n), exact: true });
  }

  /** The side panel's filter form (desktop). */
  sidePanel(): Locator {
    return this.page.getByRole('complementary').getByRole('form');
  }

  async openSheet(): Promise<void> {
    await this.filterButton().click();
    await expect(this.sheet()).toBeVisible();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** Texts of the catalog namespace and services used by the browse specs, per locale. */
export const BROWSE_TEXT = {
  'sv-SE': {
    prefix: '',
    category: 'Mobil & tillbehör',
    refurbished: 'Renoverad',
    fourPlus: 'Fyra stjärnor eller mer',
    sortLabel: 'Sortera efter',
    priceDesc: 'Pris: högst först',
    products: 'Produkter',
    addToCart: 'Lägg i varukorgen',
    typo: 'blutooth hogtalre',
    typoHit: /Polarbyte Bluetooth-högtalare Frost Max/,
    notFound: 'Sidan hittades inte',
  },
  'fi-FI': {
    prefix: '/fi-FI',
    category: 'Puhelimet ja tarvikkeet',
    refurbished: 'Kunnostettu',
    fourPlus: 'Neljä tähteä tai enemmän',
    sortLabel: 'Järjestys',
    priceDesc: 'Hinta: kallein ensin',
    products: 'Tuotteet',
    addToCart: 'Lisää ostoskärryyn',
    typo: 'blutooth kaiutn',
    typoHit: /Polarbyte Bluetooth-kaiutin Frost Max/,
    notFound: null,
  },
} as const;

export type BrowseLocale = keyof typeof BROWSE_TEXT;

/** Start page, listings and the product page, by role and label. */
export class BrowsePages {
  readonly text: (typeof BROWSE_TEXT)[BrowseLocale];

  constructor(
    readonly page: Page,
    readonly locale: BrowseLocale,
  ) {
    this.text = BROWSE_TEXT[locale];
  }

  main(): Locator {
    return this.page.getByRole('main');
  }

  async openStart(): Promise<void> {
    await this.page.goto(`${this.text.prefix}/`);
  }

  async openCategoryFromStart(): Promise<void> {
    await this.main().getByRole('link', { name: this.text.category, exact: true }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.category })).toBeVisible();
  }

  /** Checks a filter box or radio; the listing reloads with the filter in the URL. */
  async filter(label: string, param: RegExp): Promise<void> {
    // Condition and brand labels end with the number of matches: "Renoverad (14)".
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.main()
      .getByLabel(new RegExp(`^${escaped}( \\(\\d+\\))?$`))
      .check();
    await this.page.waitForURL(param);
  }

  async sort(option: string, param: RegExp): Promise<void> {
    await this.main().getByLabel(this.text.sortLabel).selectOption({ label: option });
    await this.page.waitForURL(param);
  }

  productLinks(): Locator {
    return this.page.getByRole('region', { name: this.text.products }).getByRole('heading', { level: 3 }).getByRole('link');
  }

  productHeading(): Locator {
    return this.main().getByRole('heading', { level: 1 });
  }

  variantGroup(): Locator {
    return this.main().getByRole('group');
  }

  /** The header's search field: the plain one, or the combobox that replaces it once the shopper reaches for it. */
  searchField(): Locator {
    const search = this.page.getByRole('search');
    return search.getByRole('combobox').or(search.getByRole('searchbox'));
  }

  async search(term: string): Promise<void> {
    const box = this.searchField();
    await box.fill(term);
    await box.press('Enter');
  }

  /** The sum of layout-shift scores since the page loaded (needs installLayoutShiftObserver). */
  async layoutShift(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  }
}

/** Collects layout shifts (without recent input) from the first paint on. */
export async function installLayoutShiftObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

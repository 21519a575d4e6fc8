import { expect, type Locator, type Page } from '@playwright/test';
import { CATEGORY_TREE } from '../../dev-services/seed/category-data';

export type MenuLocale = 'sv-SE' | 'fi-FI';

/** Texts of the menu (public/locales/<locale>/translation.json, menu and header), per locale. */
export const MENU_TEXT = {
  'sv-SE': {
    prefix: '',
    open: 'Meny',
    label: 'Kategorier',
    back: 'Tillbaka',
    close: 'Stäng menyn',
    allCategories: 'Alla kategorier',
    showAll: (name: string) => `Visa allt inom ${name}`,
    more: 'Mer',
  },
  'fi-FI': {
    prefix: '/fi-FI',
    open: 'Valikko',
    label: 'Kategoriat',
    back: 'Takaisin',
    close: 'Sulje valikko',
    allCategories: 'Kaikki kategoriat',
    showAll: (name: string) => `Näytä kaikki: ${name}`,
    more: 'Lisää',
  },
} as const;

/** The seeded top categories' names in a locale (dev-services/seed/category-data.ts). */
export function topCategoryNames(locale: MenuLocale): string[] {
  return CATEGORY_TREE.map((category) => category.name[locale]);
}

/** A category's name by its seed slug. */
export function categoryNameOf(slug: string, locale: MenuLocale): string {
  for (const top of CATEGORY_TREE) {
    if (top.slug === slug) return top.name[locale];
    const child = top.children.find((c) => c.slug === slug);
    if (child) return child.name[locale];
  }
  throw new Error(`no category ${slug}`);
}

/** The phone drawer and the desktop bar, by role and label. */
export class Menu {
  readonly text: (typeof MENU_TEXT)[MenuLocale];

  constructor(
    readonly page: Page,
    readonly locale: MenuLocale,
  ) {
    this.text = MENU_TEXT[locale];
  }

  trigger(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.text.open });
  }
  drawer(): Locator {
    return this.page.getByRole('dialog', { name: this.text.label });
  }
  bar(): Locator {
    return this.page.getByRole('navigation', { name: this.text.label }).first();
  }
  /** A top category's button in the desktop bar. */
  barButton(name: string): Locator {
    return this.bar().getByRole('button', { name, exact: true });
  }
  moreButton(): Locator {
    return this.bar().getByRole('button', { name: this.text.more, exact: true });
  }
  morePanel(): Locator {
    return this.page.locator('#desktop-more');
  }
  desktopPanel(): Locator {
    return this.page.locator('#desktop-submenu');
  }

  /** Waits until a link's navigation landed on its own href, and the drawer is gone. */
  async expectNavigatedTo(href: string, heading: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === href);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.drawer()).toBeHidden();
  }

  /** Whether the element lies fully inside the visible part of the desktop bar. */
  async fullyInBar(element: Locator): Promise<boolean> {
    const [box, bar] = await Promise.all([element.boundingBox(), this.bar().locator('ul').first().boundingBox()]);
    if (!box || !bar) return false;
    const viewport = this.page.viewportSize();
    return box.x >= bar.x - 0.5 && box.x + box.width <= bar.x + bar.width + 0.5 && (!viewport || box.x + box.width <= viewport.width);
  }
}

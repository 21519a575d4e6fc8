import { expect, type Locator, type Page } from '@playwright/test';

/** The cart page and the checkout, by role and label. */
export class CartPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  line(title: string | RegExp): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) });
  }
  lineByTestId(key: string): Locator {
    return this.page.getByTestId(`cart-line-${key}`);
  }
  quantityOf(line: Locator): Locator {
    return line.locator('output');
  }
  increase(line: Locator, name: string): Locator {
    return line.getByRole('button', { name });
  }
}

import type { Locator, Page } from '@playwright/test';

/** The app shell: header, menus and footer, by role and label. */
export class Shell {
  constructor(readonly page: Page) {}

  header(): Locator {
    return this.page.getByRole('banner');
  }
  logo(): Locator {
    return this.header().getByRole('link').first();
  }
  search(): Locator {
    return this.page.getByRole('combobox');
  }
  categoryNav(name: string): Locator {
    return this.page.getByRole('navigation', { name });
  }
  footer(): Locator {
    return this.page.getByRole('contentinfo');
  }
}

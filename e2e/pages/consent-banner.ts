import type { BrowserContext, Locator, Page } from '@playwright/test';

export interface ConsentTexts {
  title: string;
  settingsTitle: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  footerSettings: string;
}

export const EN: ConsentTexts = {
  title: 'We value your privacy',
  settingsTitle: 'Cookie settings',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Settings',
  save: 'Save my choices',
  footerSettings: 'Cookie settings',
};

export const SV: ConsentTexts = {
  title: 'Vi värnar om din integritet',
  settingsTitle: 'Cookieinställningar',
  acceptAll: 'Godkänn alla',
  rejectAll: 'Avvisa alla',
  settings: 'Inställningar',
  save: 'Spara mina val',
  footerSettings: 'Cookieinställningar',
};

export const FI: ConsentTexts = {
  title: 'Arvostamme yksityisyyttäsi',
  settingsTitle: 'Evästeasetukset',
  acceptAll: 'Hyväksy kaikki',
  rejectAll: 'Hylkää kaikki',
  settings: 'Asetukset',
  save: 'Tallenna valintani',
  footerSettings: 'Evästeasetukset',
};

const TRACKING_COOKIES = ['nf_aff', 'nf_rck', 'nf_rsk'];

/** The consent dialog, the footer button that reopens it, and what consent leaves in the browser. */
export class ConsentBanner {
  constructor(
    readonly page: Page,
    readonly texts: ConsentTexts = EN,
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.title });
  }
  settingsDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.settingsTitle });
  }
  anyDialog(): Locator {
    return this.page.locator('[role="dialog"][aria-labelledby="consent-title"]');
  }
  button(name: keyof ConsentTexts): Locator {
    return this.anyDialog().getByRole('button', { name: this.texts[name], exact: true });
  }
  async acceptAll(): Promise<void> {
    await this.button('acceptAll').click();
    await this.anyDialog().waitFor({ state: 'detached' });
  }
  async rejectAll(): Promise<void> {
    await this.button('rejectAll').click();
    await this.anyDialog().waitFor({ state: 'detached' });
  }
  footerButton(): Locator {
    return this.page.getByRole('contentinfo').getByRole('button', { name: this.texts.footerSettings });
  }
  async dataLayer(): Promise<Record<string, unknown>[] | null> {
    return this.page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);
  }
  async events(name: string): Promise<Record<string, unknown>[]> {
    return ((await this.dataLayer()) ?? []).filter((e) => e.event === name);
  }
  static async trackingCookies(context: BrowserContext): Promise<string[]> {
    return (await context.cookies()).map((c) => c.name).filter((n) => TRACKING_COOKIES.includes(n));
  }
  static async cookie(context: BrowserContext, name: string): Promise<string | undefined> {
    return (await context.cookies()).find((c) => c.name === name)?.value;
  }
}

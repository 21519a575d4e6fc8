import { expect, type Locator, type Page } from '@playwright/test';
import type { DesignDocument } from '../../lib/dyo/design-document';

/** A DYO engine page (image, clothes or map), by role and label, in English unless told. */
export class DyoEngine {
  constructor(
    readonly page: Page,
    readonly texts = {
      upload: 'Upload a picture',
      yourText: 'Your text',
      addText: 'Add text',
      save: 'Save and add to cart',
      saved: 'Your design is saved and in the cart.',
      undo: 'Undo',
      redo: 'Redo',
      canvas: 'Design area',
    },
    /** On a phone the tools live in sheets opened from the bottom toolbar (English names). */
    readonly phone = false,
  ) {}

  /** Opens the engine: 200, and the save button (wide screen) or the bottom toolbar (phone) is there. */
  async open(path: string): Promise<void> {
    const response = await this.page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(this.phone ? this.toolbar() : this.saveButton()).toBeVisible();
  }

  toolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Design tools' });
  }
  /** On a phone, opens the tool's sheet (a no-op on a wide screen, where every tool is shown). */
  async tool(name: 'Picture' | 'Text' | 'Stickers' | 'Product' | 'Layers' | 'Save'): Promise<void> {
    if (!this.phone) return;
    const button = this.toolbar().getByRole('button', { name });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    // The sheet comes first (a panel inside it may carry the same name).
    await expect(this.page.getByRole('region', { name, exact: true }).first()).toBeVisible();
  }

  fileInput(): Locator {
    return this.page.getByLabel(this.texts.upload);
  }
  async upload(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput().setInputFiles(file);
  }
  canvas(): Locator {
    return this.page.getByRole('group', { name: this.texts.canvas });
  }
  layer(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  async addText(text: string): Promise<void> {
    await this.tool('Text');
    await this.page.getByLabel(this.texts.yourText).fill(text);
    await this.page.getByRole('button', { name: this.texts.addText }).click();
  }
  undo(): Locator {
    return this.page.getByRole('button', { name: this.texts.undo });
  }
  redo(): Locator {
    return this.page.getByRole('button', { name: this.texts.redo });
  }
  saveButton(): Locator {
    return this.page.getByRole('button', { name: this.texts.save });
  }
  /** Saves; where the editor asks first (a layer off the print area, a picture below the quality threshold), saves anyway. */
  async save(): Promise<void> {
    await this.tool('Save');
    await this.saveButton().click();
    const saved = this.page.getByText(this.texts.saved);
    const anyway = this.saveAnyway();
    await expect(saved.or(anyway)).toBeVisible({ timeout: 20_000 });
    if (await anyway.isVisible()) await anyway.click();
    await expect(saved).toBeVisible({ timeout: 20_000 });
  }
  /** The button that saves after the editor asked first (its name in any of the five languages). */
  saveAnyway(): Locator {
    return this.page.getByRole('button', { name: /^(Save anyway|Spara ändå|Gem alligevel|Lagre likevel|Tallenna silti)$/ });
  }
  /** The page's alerts with text (Next's route announcer is an empty alert too). */
  alert(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /\S/ });
  }

  /** The design in progress, as the editor keeps it in localStorage for reloads. */
  async draft(articleId: string, dyoId?: string): Promise<DesignDocument> {
    const key = `nf-dyo-draft:${articleId}:${dyoId ?? 'new'}`;
    const text = await this.page.evaluate((k) => window.localStorage.getItem(k), key);
    return JSON.parse(text ?? '{"sides":{"front":[]}}') as DesignDocument;
  }

  /** Waits until the kept draft has `count` layers on its front. */
  async draftWithLayers(articleId: string, count: number): Promise<DesignDocument> {
    await expect.poll(async () => (await this.draft(articleId)).sides.front.length).toBe(count);
    return this.draft(articleId);
  }
}

/** The cart page's lines. */
export class CartPage {
  constructor(readonly page: Page) {}

  async open(path = '/en-US/cart/'): Promise<void> {
    await this.page.goto(path);
  }
  lines(): Locator {
    return this.page.getByRole('region', { name: /items|artiklar/i }).getByRole('listitem');
  }
  designImages(): Locator {
    return this.page.getByRole('img', { name: /design|Design/ });
  }
}

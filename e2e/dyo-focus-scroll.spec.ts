// After an upload the new layer has the focus on the canvas and changes are said in a polite
// live region; on a phone the canvas lets the page scroll until editing on it is turned on.
// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import type { Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { DyoEngine } from './pages/dyo';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));

/** The editor's polite live region, saying `text` (a repeated message ends in a no-break space). */
const said = (page: Page, text: string) =>
  page
    .locator('[role="status"][aria-live="polite"]')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s?$`) });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('after an upload the canvas has the focus with the new picture selected, and every change is announced politely', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    const engine = new DyoEngine(page);
    await engine.open(ENGINE);
    await engine.upload('e2e/fixtures/photo.png');
    await expect(engine.canvas()).toBeFocused();
    await expect(engine.layer('Picture 1')).toHaveAttribute('aria-pressed', 'true');
    await expect(said(page, 'Picture 1 added.')).toHaveCount(1);
    // The keys act on the new picture at once, without a click.
    const start = (await engine.draftWithLayers(ARTICLE, 1)).sides.front[0]!;
    await page.keyboard.press('ArrowRight');
    await expect(said(page, 'Picture 1 moved.')).toHaveCount(1);
    await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front[0]!.x).toBeCloseTo(start.x + 1, 5);
    await page.keyboard.press('ArrowRight');
    await expect(said(page, 'Picture 1 moved.')).toHaveCount(1);
    await page.keyboard.press('Delete');
    await expect(said(page, 'Picture 1 deleted.')).toHaveCount(1);
    await expect(engine.layer('Picture 1')).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(said(page, 'Undone.')).toHaveCount(1);
    await expect(engine.layer('Picture 1')).toBeVisible();
    await page.keyboard.press('Control+Shift+z');
    await expect(said(page, 'Redone.')).toHaveCount(1);
    await health.expectHealthy();
  });

  test('with a text selected, "Write a new text" starts a new one, and it goes below the first instead of on it', async ({ page }) => {
    const engine = new DyoEngine(page);
    await engine.open(ENGINE);
    await engine.addText('Anna');
    await expect(page.getByRole('heading', { name: 'Edit the selected text' })).toBeVisible();
    await page.getByRole('button', { name: 'Write a new text' }).click();
    await expect(page.getByLabel('Your text')).toBeFocused();
    await expect(page.getByLabel('Your text')).toHaveValue('');
    await expect(engine.layer('Text: Anna')).toHaveAttribute('aria-pressed', 'false');
    await page.getByLabel('Your text').fill('Stockholm 2026');
    await page.getByRole('button', { name: 'Add text' }).click();
    const [first, second] = (await engine.draftWithLayers(ARTICLE, 2)).sides.front as { y: number; fontSize: number }[];
    expect(first!.y).toBeCloseTo(152 / 2, 0);
    // No overlap: the centres are at least the two half-heights (one line each) apart.
    expect(Math.abs(second!.y - first!.y)).toBeGreaterThanOrEqual((first!.fontSize + second!.fontSize) / 2);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A one-finger swipe up (touch events through the browser's input pipeline) starting on the canvas; returns how far the page scrolled. */
  async function swipeUpOnCanvas(page: Page, engine: DyoEngine): Promise<number> {
    const box = (await engine.canvas().boundingBox())!;
    const x = box.x + box.width / 2;
    const y = Math.min(box.y + 160, 640);
    const before = await page.evaluate(() => window.scrollY);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 25 }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForTimeout(300);
    return (await page.evaluate(() => window.scrollY)) - before;
  }

  test('a swipe on the canvas scrolls the page until "Edit on the canvas" is on; then it is the canvas\'s', async ({ page }) => {
    const health = watchPageHealth(page);
    const engine = new DyoEngine(page);
    await page.goto(ENGINE);
    const toolbar = page.getByRole('toolbar', { name: 'Design tools' });
    await toolbar.getByRole('button', { name: 'Text' }).click();
    await page.getByLabel('Your text').fill('Hej');
    await page.getByRole('button', { name: 'Add text' }).click();
    // The sheet closes after adding, so the new text is seen on the product.
    await expect(page.getByRole('region', { name: 'Text' })).toHaveCount(0);
    await engine.draftWithLayers(ARTICLE, 1);
    // The new text is still selected: the Text sheet edits it (text and font), on the phone too.
    await toolbar.getByRole('button', { name: 'Text' }).click();
    await expect(page.getByRole('heading', { name: 'Edit the selected text' })).toBeVisible();
    await page.getByLabel('Your text').fill('Hej Lund');
    await page.getByLabel('Font').selectOption('Lobster');
    await expect
      .poll(async () => (await engine.draft(ARTICLE)).sides.front)
      .toEqual([expect.objectContaining({ type: 'text', text: 'Hej Lund', fontFamily: 'Lobster' })]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await engine.canvas().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    const startY = await page.evaluate(() => window.scrollY);

    const layer = (await engine.draft(ARTICLE)).sides.front[0]!;
    expect(await swipeUpOnCanvas(page, engine)).toBeGreaterThan(100);
    // The swipe scrolled the page and left the design alone.
    await page.waitForTimeout(400);
    expect((await engine.draft(ARTICLE)).sides.front[0]).toMatchObject({ id: layer.id, x: layer.x, y: layer.y });

    await page.evaluate((y) => window.scrollTo(0, y), startY);
    await page.getByRole('button', { name: 'Edit on the canvas' }).click();
    await expect(engine.canvas()).toHaveAttribute('data-editing', 'true');
    expect(await swipeUpOnCanvas(page, engine)).toBeLessThan(10);
    await page.getByRole('button', { name: 'Done editing' }).click();
    await expect(engine.canvas()).toHaveAttribute('data-editing', 'false');
    expect(await swipeUpOnCanvas(page, engine)).toBeGreaterThan(100);
    await health.expectHealthy();
  });
});

// On a desktop, Tab goes from the canvas through the tools column in the order they are shown (top to bottom, left
// to right within a row) and reaches Save in a few dozen stops: the sticker and template grids are one stop each.
// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { DyoEngine } from './pages/dyo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 1366, height: 900 } });

test('Tab from the canvas follows the tools column as shown and reaches Save within 40 stops', async ({ page }) => {
  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`);
  // Something to save (Save is disabled, so no Tab stop, while the design would print blank).
  await engine.addText('Hej');
  await expect(engine.saveButton()).toBeEnabled();
  await engine.canvas().focus();
  /** Where the focused control sits in the tools column's own coordinates (the column scrolls by itself). */
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      let column: HTMLElement | null = el.parentElement;
      while (column && getComputedStyle(column).overflowY !== 'auto') column = column.parentElement;
      const box = el.getBoundingClientRect();
      const top = column ? box.top - column.getBoundingClientRect().top + column.scrollTop : box.top + window.scrollY;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
      return { name, inTools: !!column, top, left: box.left, height: box.height };
    });
  const stops: Awaited<ReturnType<typeof where>>[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const stop = await where();
    stops.push(stop);
    if (stop.name === 'Save and add to cart') break;
  }
  expect(stops.at(-1)?.name, stops.map((s) => s.name).join(' | ')).toBe('Save and add to cart');
  expect(stops.length).toBeLessThanOrEqual(40);
  // The canvas column, then the tools column; in each, a stop is below the one before or on its row to its right.
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1]!, stops[i]!];
    expect(a.inTools && !b.inTools, `${a.name} → ${b.name}: back to the canvas column`).toBe(false);
    if (a.inTools !== b.inTools) continue;
    const sameRow = Math.abs(a.top - b.top) < Math.min(a.height, b.height) / 2;
    expect(sameRow ? b.left > a.left : b.top > a.top, `${a.name} → ${b.name}`).toBe(true);
  }
  // Inside the sticker grid the arrows move; Tab leaves it at once.
  await page.getByRole('button', { name: 'Add sticker: Heart' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Add sticker: Star' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', /^Add sticker/);
  await expectNoSeriousA11yViolations(page);
});

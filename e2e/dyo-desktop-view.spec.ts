// On a desktop the canvas stays in view while the tools beside it are used further down the page.
// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { DyoEngine } from './pages/dyo';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 1366, height: 900 } });

test('the canvas stays in the viewport while the layer tools far down the page are used', async ({ page }) => {
  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`);
  await engine.upload('e2e/fixtures/photo.png');
  await engine.draftWithLayers(ARTICLE, 1);
  await engine.canvas().scrollIntoViewIfNeeded();
  // "Bigger" is in the layer tools, far down the tools column: they scroll inside their own column, not the page.
  const bigger = page.getByRole('button', { name: 'Bigger' });
  /** The scrolling box around the tools (its scrollTop), or -1 when the tools do not scroll on their own. */
  const toolsScroll = () =>
    bigger.evaluate((el) => {
      for (let node = el.parentElement; node; node = node.parentElement)
        if (getComputedStyle(node).overflowY === 'auto' && node.scrollHeight > node.clientHeight) return node.scrollTop;
      return -1;
    });
  expect(await toolsScroll()).toBe(0);
  await bigger.click();
  await expect.poll(async () => ((await engine.draft(ARTICLE)).sides.front[0] as { width: number }).width).toBeGreaterThan(60);
  expect(await toolsScroll()).toBeGreaterThan(200);
  const box = (await engine.canvas().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
});

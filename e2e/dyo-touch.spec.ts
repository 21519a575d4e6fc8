// On a phone, two fingers scale and turn the selected photo around their midpoint (the one-finger drag
// stops when the second finger lands), one finger still moves it, and the page does not scroll under the stage.
// Real touch events through Chromium's input pipeline (CDP Input.dispatchTouchEvent); the result is read back from the
// saved design. Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import type { DesignDocument, ImageLayer } from '../lib/dyo/design-document';
import { DyoEngine } from './pages/dyo';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type P = { x: number; y: number };

/** Moves fingers from `from` to `to` in `steps` touchMoves (the first finger lands first, then the others). */
async function gesture(page: Page, cdp: CDPSession, from: P[], to: P[], steps = 12): Promise<void> {
  const at = (i: number) =>
    from.map((p, k) => ({ x: p.x + ((to[k]!.x - p.x) * i) / steps, y: p.y + ((to[k]!.y - p.y) * i) / steps, id: k }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)[0]!] });
  if (from.length > 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(100);
}

const photoOf = (doc: DesignDocument) => doc.sides.front.find((l): l is ImageLayer => l.type === 'image')!;

test('two fingers scale and turn the photo around their midpoint, one finger moves it, and the saved design has it', async ({ page }) => {
  const health = watchPageHealth(page);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  await engine.tool('Picture');
  await engine.upload('e2e/fixtures/photo.png');
  const start = photoOf(await engine.draftWithLayers(ARTICLE, 1));
  expect(start.original).toBeDefined();
  await engine.canvas().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Edit on the canvas' }).click();
  await expect(engine.canvas()).toHaveAttribute('data-editing', 'true');
  const box = (await engine.canvas().locator('canvas').first().boundingBox())!;
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const cdp = await page.context().newCDPSession(page);

  // Pinch: fingers 60 px apart move to 120 px apart around the same midpoint.
  await gesture(
    page,
    cdp,
    [
      { x: c.x - 30, y: c.y },
      { x: c.x + 30, y: c.y },
    ],
    [
      { x: c.x - 60, y: c.y },
      { x: c.x + 60, y: c.y },
    ],
  );
  await expect.poll(async () => photoOf(await engine.draft(ARTICLE)).width / start.width, { timeout: 5_000 }).toBeCloseTo(2, 1);
  const pinched = photoOf(await engine.draft(ARTICLE));
  expect(pinched.height / start.height).toBeCloseTo(2, 1);
  // Around the fingers' midpoint (the stage's centre, near the photo's): the centre barely moves, the angle is kept.
  expect(Math.abs(pinched.x - start.x)).toBeLessThan(3);
  expect(Math.abs(pinched.y - start.y)).toBeLessThan(3);
  expect(pinched.rotation).toBeCloseTo(0, 0);

  // Twist: the fingers turn 30° clockwise around their midpoint at the same distance.
  const r = 50;
  const turn = (deg: number) => [
    { x: c.x - r * Math.cos((deg * Math.PI) / 180), y: c.y - r * Math.sin((deg * Math.PI) / 180) },
    { x: c.x + r * Math.cos((deg * Math.PI) / 180), y: c.y + r * Math.sin((deg * Math.PI) / 180) },
  ];
  await gesture(page, cdp, turn(0), turn(30));
  await expect.poll(async () => photoOf(await engine.draft(ARTICLE)).rotation, { timeout: 5_000 }).toBeCloseTo(30, 0);
  const twisted = photoOf(await engine.draft(ARTICLE));
  expect(twisted.width / pinched.width).toBeCloseTo(1, 1);

  // One finger still drags: 60 px to the right.
  await gesture(page, cdp, [c], [{ x: c.x + 60, y: c.y }]);
  await expect.poll(async () => photoOf(await engine.draft(ARTICLE)).x - twisted.x, { timeout: 5_000 }).toBeGreaterThan(5);
  const dragged = photoOf(await engine.draft(ARTICLE));
  expect(dragged.width).toBeCloseTo(twisted.width, 3);
  expect(dragged.rotation).toBeCloseTo(twisted.rotation, 3);
  // The page did not scroll under the fingers.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await cdp.detach();

  // Undo takes back the drag, then the twist (one step per gesture).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => photoOf(await engine.draft(ARTICLE)).x).toBeCloseTo(twisted.x, 3);
  await page.getByRole('button', { name: 'Redo' }).click();

  await page.getByRole('button', { name: 'Done editing' }).click();
  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
  const saved = (await (await page.request.get(`/api/dyo/designs/${dyoId}/`)).json()) as { data: { document: string } };
  const stored = photoOf(JSON.parse(saved.data.document) as DesignDocument);
  expect(stored.width / start.width).toBeCloseTo(2, 1);
  expect(stored.rotation).toBeCloseTo(30, 0);
  expect(stored.x).toBeCloseTo(dragged.x, 3);
  expect(stored.original).toEqual(start.original);
  await health.expectHealthy();
});

// Visual regression of the DYO mock-ups and map styles: the design stage only (the canvas box), so changes elsewhere on
// the page do not move these pictures. Baselines are committed next to this file (dyo-visual.spec.ts-snapshots/); CI
// runs the same Debian Chromium. After an intended change of a mock-up: `npx playwright test e2e/dyo-visual.spec.ts
// --update-snapshots`, look at every new picture, commit them.
// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { DyoEngine } from './pages/dyo';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 1366, height: 900 } });

const SNAPSHOT = { maxDiffPixelRatio: 0.015, animations: 'disabled', caret: 'hide' } as const;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The design stage once its fonts and pictures are loaded (the editor sets `data-ready`), without the focus ring. */
async function stage(engine: DyoEngine): Promise<Locator> {
  const canvas = engine.canvas();
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(canvas.locator('canvas').first()).toBeVisible();
  await engine.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return canvas;
}

/** Every DYO phone cover the landing page offers: maker, model, type of case and the engine it leads to. */
async function phoneCovers(page: Page): Promise<{ name: string; href: string }[]> {
  await page.goto('/en-US/dyo/initial-landing-page/');
  const covers: { name: string; href: string }[] = [];
  const group = (legend: string) => page.getByRole('group', { name: legend });
  const start = page.getByRole('link', { name: 'Start designing' });
  for (const maker of await group('Brand').getByRole('radio').all()) {
    await maker.check();
    await expect(group('Model')).toBeVisible();
    for (const model of await group('Model').getByRole('radio').all()) {
      await model.check();
      const name = (await model.getAttribute('value'))!;
      const types = await group('Type of case').getByRole('radio').all();
      // A model sold only as a phone case has no choice of type.
      if (types.length === 0) covers.push({ name: `${name} case`, href: (await start.getAttribute('href'))! });
      for (const type of types) {
        await type.check();
        covers.push({
          name: `${name} ${(await type.getAttribute('value')) === 'isecrets' ? 'wallet' : 'case'}`,
          href: (await start.getAttribute('href'))!,
        });
      }
    }
  }
  return covers;
}

test("each phone model's mock-up, phone case and wallet case, looks as committed", async ({ page }) => {
  test.setTimeout(180_000);
  const health = watchPageHealth(page);
  const covers = await phoneCovers(page);
  const names = covers.map((c) => c.name);
  // The catalog's DYO covers: at least these must be among them (the examples).
  expect(names).toEqual(
    expect.arrayContaining([
      'iPhone 15 case',
      'iPhone 15 Pro case',
      'Galaxy S24 case',
      'Galaxy S24 wallet',
      'iPhone 15 wallet',
      'Pixel 9 case',
    ]),
  );
  const engine = new DyoEngine(page);
  for (const cover of covers) {
    await test.step(cover.name, async () => {
      await engine.open(cover.href);
      await expect.soft(await stage(engine)).toHaveScreenshot(`phone-${slug(cover.name)}.png`, SNAPSHOT);
    });
  }
  await health.expectHealthy();
});

test('the t-shirt and the hoodie, front and back, look as committed', async ({ page }) => {
  test.setTimeout(90_000);
  const health = watchPageHealth(page);
  await page.goto('/en-US/dyo/clothes-initial-landing-page/');
  await page.getByRole('radio', { name: 'Hoodies' }).check();
  await page.getByRole('radio', { name: 'Grey' }).check();
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  const hoodie = (await page.getByRole('link', { name: 'Start designing' }).getAttribute('href'))!;
  const engine = new DyoEngine(page);
  for (const [name, href] of [
    ['tshirt', `/en-US/dyo/clothes-engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`],
    ['hoodie', hoodie],
  ] as const) {
    await engine.open(href);
    await expect.soft(await stage(engine)).toHaveScreenshot(`${name}-front.png`, SNAPSHOT);
    await page.getByRole('radio', { name: 'Back' }).check();
    await expect.soft(await stage(engine)).toHaveScreenshot(`${name}-back.png`, SNAPSHOT);
  }
  await health.expectHealthy();
});

test('each map style, and each zoom, of a Ystad map cover looks as committed', async ({ page }) => {
  test.setTimeout(120_000);
  const health = watchPageHealth(page);
  const engine = new DyoEngine(page, {
    upload: 'Ladda upp bild',
    yourText: 'Din text',
    addText: 'Lägg till text',
    save: 'Spara och lägg i varukorgen',
    saved: 'Designen är sparad och ligger i varukorgen.',
    undo: 'Ångra',
    redo: 'Gör om',
    canvas: 'Designyta',
  });
  await engine.open('/designa/kartskal/');
  await page.getByRole('searchbox', { name: 'Sök plats i Norden' }).fill('Ystad');
  await page.getByRole('button', { name: /^Ystad, / }).click();
  await expect(page.getByText('Vald plats: Ystad')).toBeVisible();
  /** The map's settings as the draft kept in localStorage says (the page picks its first phone case). */
  const draftMap = () =>
    page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('nf-dyo-draft:'));
      return key ? (JSON.parse(window.localStorage.getItem(key)!) as { map?: object }).map : undefined;
    });
  /** The map is redrawn after a short pause and kept as a draft; then the stage waits for the new picture. */
  const drawn = async (expected: { style: string; zoom: string }) => {
    await expect.poll(draftMap).toMatchObject({ placeName: 'Ystad', ...expected });
    return stage(engine);
  };
  const styles = [
    ['classic', 'Klassisk'],
    ['night', 'Natt'],
    ['minimal', 'Minimal'],
    ['forest', 'Skog'],
  ] as const;
  for (const [style, label] of styles) {
    await page.getByRole('radio', { name: label }).check();
    await expect.soft(await drawn({ style, zoom: 'area' })).toHaveScreenshot(`map-${style}-area.png`, SNAPSHOT);
  }
  await page.getByRole('radio', { name: 'Klassisk' }).check();
  for (const [zoom, label] of [
    ['region', 'Region'],
    ['country', 'Land'],
  ] as const) {
    await page.getByRole('radio', { name: label }).check();
    await expect.soft(await drawn({ style: 'classic', zoom })).toHaveScreenshot(`map-classic-${zoom}.png`, SNAPSHOT);
  }
  await health.expectHealthy();
});

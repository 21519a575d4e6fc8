// Parts far below the screen are laid out when the shopper scrolls near them (components/ui/render-when-near.ts),
// and the page-wide rules live in a static stylesheet, not in styled-components' sheet (styles/global.css): on a
// phone Chromium lays the whole page out again after every change to that sheet (docs/performance.md).
import { expect, test } from './support/consent';
import { watchPageHealth } from './support/page-health';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the rails are skipped while off screen, and styled-components’ sheet has no page-wide rule', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const styles = await page.evaluate(() => {
      const styled = [...document.styleSheets].filter((sheet) => (sheet.ownerNode as Element | null)?.hasAttribute('data-styled'));
      const rules = styled.flatMap((sheet) => [...sheet.cssRules]);
      return {
        rails: [...document.querySelectorAll('main section[aria-labelledby^="rail-"]')].map(
          (section) => getComputedStyle(section).contentVisibility,
        ),
        footer: getComputedStyle(document.querySelector('footer')!).contentVisibility,
        styledSheets: styled.length,
        styledFontFaces: rules.filter((rule) => rule instanceof CSSFontFaceRule).length,
        styledUniversal: rules.filter((rule) => rule instanceof CSSStyleRule && /^\*|^:focus-visible$/.test(rule.selectorText)).length,
        fallbackFace: [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Mulish Fallback'),
        bodyFont: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(styles.rails.length).toBeGreaterThanOrEqual(3);
    expect(new Set(styles.rails)).toEqual(new Set(['auto']));
    // Light text on dark: never skipped (docs/adr/0019).
    expect(styles.footer).toBe('visible');
    expect(styles.styledSheets).toBeGreaterThan(0);
    expect(styles.styledFontFaces).toBe(0);
    expect(styles.styledUniversal).toBe(0);
    expect(styles.fallbackFace).toBe(true);
    expect(styles.bodyFont).toContain('Mulish Fallback');

    // Scrolled to, the last rail is there with its words.
    const lastRail = page.locator('main section[aria-labelledby^="rail-"]').last();
    await lastRail.scrollIntoViewIfNeeded();
    await expect(lastRail.getByRole('article').first()).toBeVisible();
    await expect(lastRail.getByRole('heading', { level: 3 }).first()).not.toBeEmpty();
    // Its cards are the server's, not hydrated (docs/adr/0029-static-islands.md): the pictures come when scrolled near.
    await expect(lastRail.locator('ul[data-island] .product-image img').first()).toBeVisible();
    await health.expectHealthy();
  });

  test('a listing’s cards far down are laid out when scrolled to', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('/kategori/mobil-tillbehor/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const cards = page.locator('main ul > li > article');
    expect(await cards.count()).toBeGreaterThan(12);
    const far = cards.nth(12);
    await far.scrollIntoViewIfNeeded();
    await expect(far).toBeVisible();
    await expect(far.getByRole('link')).not.toBeEmpty();
    expect((await far.boundingBox())!.height).toBeGreaterThan(200);
    await expect(far.locator('.product-image img')).toBeVisible();
    await health.expectHealthy();
  });
});

test('a rail below the screen knows its ends once scrolled to (desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const health = watchPageHealth(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const lastRail = page.locator('main section[aria-labelledby^="rail-"]').last();
  const title = (await lastRail.getByRole('heading', { level: 2 }).textContent())!;
  await lastRail.scrollIntoViewIfNeeded();
  const previous = lastRail.getByRole('button', { name: `Föregående produkter: ${title}` });
  const next = lastRail.getByRole('button', { name: `Nästa produkter: ${title}` });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await next.click();
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  await health.expectHealthy();
});

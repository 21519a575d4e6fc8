// The consent dialog takes the focus on arrival without showing its focus ring to a
// mouse user; a keyboard user gets the ring (:focus-visible) on what the keyboard reaches.
import type { Locator } from '@playwright/test';
import { expect, liveTest as test } from './support/consent';
import { services } from './support/services';
import { ConsentBanner, FI, SV } from './pages/consent-banner';

test.beforeEach(async ({ request }) => services.reset(request));

/** Whether the element shows a focus ring: it matches :focus-visible and draws an outline or a shadow. */
const ring = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element.matches(':focus-visible') &&
      ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none')
    );
  });

for (const [prefix, texts] of [
  ['', SV],
  ['/fi-FI', FI],
] as const) {
  test(`${prefix || 'sv-SE'}: the dialog is focused on arrival without a ring; the keyboard's stops show theirs`, async ({ page }) => {
    test.setTimeout(60_000);
    const banner = new ConsentBanner(page, texts);
    await page.goto(`${prefix}/`);
    await expect(banner.dialog()).toBeVisible();
    await expect(banner.dialog()).toBeFocused();
    // A mouse user sees no ring, also after moving the mouse over the page.
    await page.mouse.move(200, 200);
    expect(await ring(banner.dialog())).toBe(false);
    // Axe on the start page with the consent layer: consent-banner.spec.ts (docs/testing.md#what-axe-checks).
    // The keyboard user: Tab moves into the dialog's controls, each with its ring.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    expect(await banner.anyDialog().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await ring(focused)).toBe(true);
    // Reopened from the footer by keyboard, the dialog shows the ring where focus lands.
    await banner.rejectAll();
    await banner.footerButton().focus();
    await page.keyboard.press('Enter');
    await expect(banner.settingsDialog()).toBeVisible();
    expect(await ring(page.locator(':focus'))).toBe(true);
  });
}

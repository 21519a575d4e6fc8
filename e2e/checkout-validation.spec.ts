// The checkout form checks itself in the page, in the shopper's language, not with the browser's bubbles.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addToCartViaApi } from './support/cart';
import { CHECKOUT_LABELS, embeddedCheckout } from './support/checkout';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

for (const l of [
  {
    name: 'sv-SE desktop',
    viewport: { width: 1366, height: 900 },
    mobile: false,
    home: '/',
    checkout: '/varukorg/kassa/',
    labels: CHECKOUT_LABELS.sv,
    summary: 'Kontrollera de markerade fälten.',
    emailRequired: 'Fyll i din e-postadress.',
    nameRequired: 'Fyll i ditt för- och efternamn.',
    emailInvalid: 'Skriv e-postadressen som namn@exempel.se.',
    postalInvalid: 'Skriv postnumret med fem siffror, till exempel 113 51.',
    postal: '113 51',
    thanks: /\/varukorg\/kassa\/tack\/\?orderId=NF-/,
  },
  {
    name: 'fi-FI phone',
    viewport: { width: 390, height: 844 },
    mobile: true,
    home: '/fi-FI/',
    checkout: '/fi-FI/ostoskarry/kassa/',
    labels: CHECKOUT_LABELS.fi,
    summary: 'Tarkista merkityt kentät.',
    emailRequired: 'Kirjoita sähköpostiosoitteesi.',
    nameRequired: 'Kirjoita etu- ja sukunimesi.',
    emailInvalid: 'Kirjoita sähköpostiosoite muodossa nimi@esimerkki.fi.',
    postalInvalid: 'Kirjoita postinumero viidellä numerolla, esimerkiksi 00100.',
    postal: '00100',
    thanks: /\/fi-FI\/ostoskarry\/kassa\/kiitos\/\?orderId=NF-/,
  },
]) {
  test.describe(l.name, () => {
    test.use({ viewport: l.viewport, hasTouch: l.mobile, isMobile: l.mobile });

    test("empty and invalid fields get inline messages in the shopper's language, announced, with focus on the first", async ({ page }) => {
      test.setTimeout(60_000); // a whole checkout on a shared machine
      const health = watchPageHealth(page);
      await page.goto(l.home);
      await addToCartViaApi(page, FIXTURES.inStockArticleId);
      await page.goto(l.checkout);
      const checkout = await embeddedCheckout(page);
      const email = checkout.getByLabel(l.labels.email);
      const name = checkout.getByLabel(l.labels.name);
      const postal = checkout.getByLabel(l.labels.postal);

      await checkout.getByRole('button', { name: l.labels.submit }).click();
      await expect(checkout.getByRole('alert')).toHaveText(l.summary);
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(l.emailRequired);
      await expect(name).toHaveAccessibleDescription(l.nameRequired);
      await expect(checkout.getByText(l.emailRequired)).toBeVisible();
      // No browser bubble: the form does its own checking, so the browser's validity UI never opens.
      expect(await checkout.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await email.fill('anna@');
      await name.fill('Anna Andersson');
      await checkout.getByLabel(l.labels.street).fill('Storgatan 1');
      await postal.fill('12');
      await checkout.getByLabel(l.labels.city).fill('Stockholm');
      await checkout.getByRole('button', { name: l.labels.submit }).click();
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(l.emailInvalid);
      await expect(postal).toHaveAccessibleDescription(l.postalInvalid);
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');

      await email.fill('anna@example.com');
      await postal.fill(l.postal);
      await checkout.getByRole('button', { name: l.labels.submit }).click();
      await expect(page).toHaveURL(l.thanks);
      // The thank-you page starts a new cart and stores its id with a keepalive fetch, which Playwright never
      // sees finish (no network idle): check what expectHealthy checks, without waiting for idle.
      expect(health.problems).toEqual([]);
    });
  });
}

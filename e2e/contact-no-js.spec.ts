// The contact forms with JavaScript off (docs/forms-and-enhancement.md): a POST the server answers with
// a 303 and an opaque draft id; no name, address or message in any request URL; refused fields come back
// typed; a sent message shows its case number. With JavaScript the confirmation takes focus.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScripts } from './support/axe';
import { presetConsent } from './support/consent';
import { waitForHydration } from './support/hydration';

const test = base.extend({});
test.describe.configure({ timeout: 120_000 });

interface Texts {
  path: string;
  name: string;
  email: string;
  message: string;
  send: string;
  summary: string;
  invalidEmail: string;
  success: RegExp;
  typed: { name: string; badEmail: string; email: string; message: string };
}

const TEXTS: Record<'sv-SE' | 'fi-FI', Texts> = {
  'sv-SE': {
    path: '/kundservice/kontakt/',
    name: 'Ditt namn',
    email: 'E-post',
    message: 'Meddelande',
    send: 'Skicka',
    summary: 'Rätta till fälten som är markerade nedan.',
    invalidEmail: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    success: /^Tack! Vi har tagit emot ditt meddelande\. Ditt ärendenummer är CS-\d{6}\.$/,
    typed: {
      name: 'Åsa Öberg',
      badEmail: 'asa.oberg(at)example.se',
      email: 'asa.oberg@example.se',
      message: 'Hej! Var är mitt paket med hörlurarna?',
    },
  },
  'fi-FI': {
    path: '/fi-FI/asiakaspalvelu/yhteydenotto/',
    name: 'Nimesi',
    email: 'Sähköposti',
    message: 'Viesti',
    send: 'Lähetä',
    summary: 'Korjaa alla merkityt kentät.',
    invalidEmail: 'Anna kelvollinen sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.',
    success: /^Kiitos! Olemme vastaanottaneet viestisi\. Asiasi numero on CS-\d{6}\.$/,
    typed: {
      name: 'Matti Meikäläinen',
      badEmail: 'matti.meikalainen(at)example.fi',
      email: 'matti.meikalainen@example.fi',
      message: 'Missä pakettini on? Tilasin sen viime viikolla.',
    },
  },
};

/** Every fragment of what the shopper typed, as it would look in a URL (raw and percent-encoded). */
function personalFragments(typed: Texts['typed']): string[] {
  const words = [typed.name, typed.email, typed.badEmail, typed.message]
    .flatMap((value) => value.split(/[\s@()?!.]+/))
    .filter((word) => word.length >= 4);
  return [...new Set(words.flatMap((word) => [word, encodeURIComponent(word)]))];
}

function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const locale of ['sv-SE', 'fi-FI'] as const) {
    test(`${locale}: a refused form comes back typed, a sent one shows its case number, nothing personal in a URL`, async ({
      page,
      context,
    }) => {
      const texts = TEXTS[locale];
      await presetConsent(context);
      const urls = recordUrls(page);
      await page.goto(texts.path);
      await page.getByLabel(texts.name).fill(texts.typed.name);
      await page.getByLabel(texts.email).fill(texts.typed.badEmail);
      await page.getByLabel(texts.message).fill(texts.typed.message);
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await page.getByRole('button', { name: texts.send }).click();
      expect(new URL((await posted).url()).pathname).toBe('/api/forms/contact/');
      await page.waitForURL(/[?&]draft=[A-Za-z0-9_-]{22}$/);

      // The same page again: the summary, the field's error, everything typed still there.
      await expect(page.getByRole('alert')).toHaveText(texts.summary);
      await expect(page.getByText(texts.invalidEmail)).toBeVisible();
      await expect(page.getByLabel(texts.name)).toHaveValue(texts.typed.name);
      await expect(page.getByLabel(texts.email)).toHaveValue(texts.typed.badEmail);
      await expect(page.getByLabel(texts.message)).toHaveValue(texts.typed.message);
      await expect(page.getByLabel(texts.email)).toHaveAttribute('aria-invalid', 'true');
      if (locale === 'sv-SE') await expectNoSeriousA11yViolationsWithoutScripts(page); // axe once per template state

      await page.getByLabel(texts.email).fill(texts.typed.email);
      await page.getByRole('button', { name: texts.send }).click();
      await page.waitForURL(/[?&]draft=[A-Za-z0-9_-]{22}$/);
      await expect(page.getByRole('status')).toHaveText(texts.success);
      await expect(page.getByRole('button', { name: texts.send })).toHaveCount(0);
      if (locale === 'sv-SE') await expectNoSeriousA11yViolationsWithoutScripts(page); // axe once per template state

      // A draft belongs to the browser that sent it: the same URL elsewhere shows an empty form.
      const other = await page.context().browser()!.newContext({ javaScriptEnabled: false });
      try {
        const stranger = await other.newPage();
        await presetConsent(other);
        await stranger.goto(page.url());
        await expect(stranger.getByLabel(texts.name)).toHaveValue('');
        await expect(stranger.getByText(texts.success)).toHaveCount(0);
      } finally {
        await other.close();
      }

      const leaks = urls.filter((url) => personalFragments(texts.typed).some((fragment) => url.includes(fragment)));
      expect(leaks).toEqual([]);
      expect(urls.some((url) => url.includes('/api/forms/contact/'))).toBe(true);
    });
  }
});

test.describe('with JavaScript', () => {
  test('sv-SE: a sent message moves focus to the confirmation, which carries the case number', async ({ page, context }) => {
    const texts = TEXTS['sv-SE'];
    await presetConsent(context);
    const urls = recordUrls(page);
    await page.goto(texts.path);
    await waitForHydration(page);
    await page.getByLabel(texts.name).fill(texts.typed.name);
    await page.getByLabel(texts.email).fill(texts.typed.email);
    await page.getByLabel(texts.message).fill(texts.typed.message);
    await page.getByRole('button', { name: texts.send }).click();
    const confirmation = page.getByRole('status').filter({ hasText: texts.success });
    await expect(confirmation).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(texts.path);
    expect(urls.filter((url) => personalFragments(texts.typed).some((fragment) => url.includes(fragment)))).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});

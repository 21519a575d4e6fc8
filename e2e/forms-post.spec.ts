// No form anywhere sends personal data with GET (docs/forms-and-enhancement.md): every rendered <form>
// on every page type, with JavaScript off (the server's HTML) and on (after hydration), that holds a
// password, an e-mail address, a phone number, a name or free text (a textarea) posts. Search, filter
// and sort forms are GET on purpose: their one text field is a search term.
import { test as base, expect, type Page } from '@playwright/test';
import { addToCartViaApi } from './support/cart';
import { presetConsent } from './support/consent';
import { waitForHydration } from './support/hydration';

const test = base.extend({});
test.describe.configure({ timeout: 180_000 });

const PAGES = [
  '/',
  '/kategori/phones-accessories/',
  '/produkt/100063/polarbyte-bluetooth-speaker-frost-max-navy/',
  '/s/?q=kabel',
  '/varumarke/polarbyte/',
  '/kampanj/vinterfynd/',
  '/nordfynd/nordic-home/',
  '/handlare/2003/',
  '/saljaromdomen/2003/',
  '/fyndfinnaren/?category=toys',
  '/upptack/?recipient=child',
  '/inspiration/',
  '/alla-kategorier/',
  '/kundservice/',
  '/kundservice/kontakt/',
  '/kundservice/orderkontakt/',
  '/fi-FI/asiakaspalvelu/yhteydenotto/',
  '/designa/mobilskal/',
  '/delad-varukorg/?items=100063*2',
  '/varukorg/',
  '/varukorg/kassa/',
  '/finns-inte/',
];

interface FormReport {
  page: string;
  method: string;
  action: string;
  sensitive: string[];
}

/** Each form on the page with its method and the personal fields it holds. */
async function formsOf(page: Page, path: string): Promise<FormReport[]> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll('form')].map((form) => {
      const sensitive = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
        .filter((field) => {
          if (field instanceof HTMLTextAreaElement) return true;
          const type = (field.getAttribute('type') ?? 'text').toLowerCase();
          const autocomplete = (field.getAttribute('autocomplete') ?? '').toLowerCase();
          return (
            ['password', 'email', 'tel'].includes(type) ||
            /\b(name|given-name|family-name|email|tel|street-address|postal-code|address-line\d)\b/.test(autocomplete)
          );
        })
        .map((field) => field.getAttribute('name') ?? field.id);
      return { method: (form.getAttribute('method') ?? 'get').toLowerCase(), action: form.getAttribute('action') ?? '', sensitive };
    }),
  );
  return found.map((form) => ({ ...form, page: path }));
}

async function walk(page: Page, hydrated: boolean): Promise<FormReport[]> {
  await page.goto('/');
  await addToCartViaApi(page, '100063', 1);
  const reports: FormReport[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    if (hydrated) await waitForHydration(page);
    reports.push(...(await formsOf(page, path)));
  }
  return reports;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('every form with a password, e-mail, name or free-text field posts', async ({ page, context }) => {
      await presetConsent(context);
      const reports = await walk(page, javaScriptEnabled);
      const personal = reports.filter((form) => form.sensitive.length > 0);
      // The walk reached the contact forms (both kinds, two locales): it cannot pass by finding nothing.
      expect(personal.filter((form) => form.action === '/api/forms/contact/').map((form) => form.page)).toEqual([
        '/kundservice/kontakt/',
        '/kundservice/orderkontakt/',
        '/fi-FI/asiakaspalvelu/yhteydenotto/',
      ]);
      expect(personal.filter((form) => form.method !== 'post')).toEqual([]);
    });
  });
}

import { expect, type Locator, type Page } from '@playwright/test';

export interface CheckoutLabels {
  email: string;
  name: string;
  street: string;
  postal: string;
  city: string;
  submit: string;
}

export const CHECKOUT_LABELS = {
  sv: { email: 'E-postadress', name: 'För- och efternamn', street: 'Gatuadress', postal: 'Postnummer', city: 'Ort', submit: 'Slutför köp' },
  fi: {
    email: 'Sähköpostiosoite',
    name: 'Etu- ja sukunimi',
    street: 'Katuosoite',
    postal: 'Postinumero',
    city: 'Postitoimipaikka',
    submit: 'Vahvista tilaus',
  },
  da: { email: 'E-mailadresse', name: 'Fulde navn', street: 'Adresse', postal: 'Postnummer', city: 'By', submit: 'Gennemfør køb' },
} as const satisfies Record<string, CheckoutLabels>;

/** The embedded checkout of the checkout page, once it is mounted. */
export async function embeddedCheckout(page: Page): Promise<Locator> {
  const checkout = page.getByTestId('embedded-checkout');
  await expect(checkout.getByRole('button')).toBeVisible();
  return checkout;
}

/** Fills the address form of the embedded checkout and places the order. */
export async function placeOrder(
  page: Page,
  labels: CheckoutLabels,
  address: { email: string; name: string; street: string; postal: string; city: string },
): Promise<void> {
  const checkout = await embeddedCheckout(page);
  await checkout.getByLabel(labels.email).fill(address.email);
  await checkout.getByLabel(labels.name).fill(address.name);
  await checkout.getByLabel(labels.street).fill(address.street);
  await checkout.getByLabel(labels.postal).fill(address.postal);
  await checkout.getByLabel(labels.city).fill(address.city);
  await checkout.getByRole('button', { name: labels.submit }).click();
}

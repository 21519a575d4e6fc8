import type { Market } from '../lib/locale';
import { boundedText, isEmail, isRecord } from '../lib/validate';
import { HttpError } from '../http';
import { normalizePostalCode } from '../lib/postal-code';
import type { PlaceOrderErrorResponse } from './wire';

export interface OrderInput {
  cartId: string;
  checkoutToken: string;
  email: string;
  fullName: string;
  streetAddress: string;
  postalCode: string;
  city: string;
}

/** The ids of a place-order body (400 when missing), read before the market is known. */
export function readOrderIds(body: unknown): { cartId: string; checkoutToken: string } {
  if (!isRecord(body) || typeof body.cartId !== 'string' || typeof body.checkoutToken !== 'string') {
    throw new HttpError(400, 'cartId and checkoutToken are required');
  }
  return { cartId: body.cartId, checkoutToken: body.checkoutToken };
}

/** Validates the address of a place-order body for the checkout's market; 400 lists the bad fields. */
export function readOrderInput(body: unknown, market: Market): OrderInput {
  const ids = readOrderIds(body);
  const record = isRecord(body) ? body : {};
  const address = isRecord(record.shippingAddress) ? record.shippingAddress : {};
  const fields: PlaceOrderErrorResponse['fields'] = {};
  const email = isEmail(record.email) ? record.email.trim() : undefined;
  if (!email) fields.email = 'Enter a valid email address';
  const fullName = boundedText(address.fullName, 2, 100);
  if (!fullName) fields.fullName = 'Enter 2–100 characters';
  const streetAddress = boundedText(address.streetAddress, 3, 200);
  if (!streetAddress) fields.streetAddress = 'Enter 3–200 characters';
  // Stored in the market's form ("111 22", "2100"), whatever prefix or spacing was typed.
  const typedPostalCode = boundedText(address.postalCode, 4, 20);
  const postalCode = typedPostalCode ? normalizePostalCode(typedPostalCode, market) : null;
  if (!postalCode) fields.postalCode = `Enter a postal code valid in ${market}`;
  const city = boundedText(address.city, 2, 100);
  if (!city) fields.city = 'Enter 2–100 characters';
  if (!email || !fullName || !streetAddress || !postalCode || !city || Object.keys(fields).length > 0) {
    throw new HttpError(400, 'Invalid order details', { code: 'INVALID_ORDER', fields });
  }
  return { ...ids, email, fullName, streetAddress, postalCode, city };
}

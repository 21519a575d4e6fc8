/**
 * Rules of the contact and order-contact forms, shared by the browser (plain checks, no zod: docs/adr/0002) and the API route (which
 * validates again with zod in server/contact-schema.ts using these limits). Errors are codes the page translates.
 */
export type ContactKind = 'contact' | 'ordercontact';
type ContactField = 'name' | 'email' | 'message' | 'orderId';
type ContactErrorCode = 'required' | 'tooShort' | 'tooLong' | 'invalidEmail' | 'invalidOrderId';

export const CONTACT_LIMITS = { name: { min: 2, max: 100 }, message: { min: 10, max: 2000 }, email: { max: 254 } } as const;
export const ORDER_ID_PATTERN = /^NF-\d{8}$/;

const WHITESPACE = /\s/;

/**
 * An e-mail address as the forms accept it: one `@` with text on both sides, no white space, and a domain with a dot that has text before
 * it and at least two characters after the last one. Checked with string scans in linear time and after the length cap: a backtracking
 * pattern (`^[^\s@]+@[^\s@]+\.[^\s@]{2,}$`) took 30 s on a 120 kB address and blocked the server.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > CONTACT_LIMITS.email.max || WHITESPACE.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && domain.length - dot - 1 >= 2;
}

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  orderId?: string;
}

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

function length(value: string, min: number, max: number): ContactErrorCode | undefined {
  if (value.length === 0) return 'required';
  if (value.length < min) return 'tooShort';
  if (value.length > max) return 'tooLong';
  return undefined;
}

/** The field errors of a form; empty when the input is valid. Values are trimmed first. */
export function validateContact(kind: ContactKind, input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const orderId = (input.orderId ?? '').trim().toUpperCase();
  const nameError = length(name, CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max);
  if (nameError) errors.name = nameError;
  if (!email) errors.email = 'required';
  else if (!isEmailAddress(email)) errors.email = 'invalidEmail';
  const messageError = length(message, CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max);
  if (messageError) errors.message = messageError;
  if (kind === 'ordercontact') {
    if (!orderId) errors.orderId = 'required';
    else if (!ORDER_ID_PATTERN.test(orderId)) errors.orderId = 'invalidOrderId';
  }
  return errors;
}

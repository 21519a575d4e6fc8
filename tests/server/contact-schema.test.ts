import { parseContactBody } from '@/server/contact-schema';

describe('parseContactBody (the API side of the contact forms)', () => {
  const valid = { kind: 'contact', name: 'Anna', email: 'anna@example.se', message: 'Hej, var är mitt paket?' };

  it('accepts a valid contact message and drops a stray order id', () => {
    expect(parseContactBody({ ...valid, orderId: 'junk' })).toEqual({ ok: true, body: { ...valid, orderId: undefined } });
  });

  it('normalizes the order id of an order question', () => {
    const parsed = parseContactBody({ ...valid, kind: 'ordercontact', orderId: ' nf-12345678 ' });
    expect(parsed).toEqual({ ok: true, body: { ...valid, kind: 'ordercontact', orderId: 'NF-12345678' } });
  });

  it.each([
    ['no body', undefined, { name: 'required', email: 'required', message: 'required' }],
    ['wrong types', { kind: 'contact', name: 42, email: ['a'], message: {} }, { name: 'required', email: 'required', message: 'required' }],
    ['missing order id', { ...valid, kind: 'ordercontact' }, { orderId: 'required' }],
    ['bad order id', { ...valid, kind: 'ordercontact', orderId: '<script>' }, { orderId: 'invalidOrderId' }],
    ['bad email', { ...valid, email: 'anna@' }, { email: 'invalidEmail' }],
  ])('%s gives field errors', (_name, body, errors) => {
    expect(parseContactBody(body)).toEqual({ ok: false, errors });
  });
});

import { validateContact } from '@/lib/contact-rules';

const valid = { name: 'Anna', email: 'anna@example.se', message: 'Hej, var är mitt paket?' };

describe('validateContact', () => {
  it('accepts a valid message', () => {
    expect(validateContact('contact', valid)).toEqual({});
  });

  it('reports every invalid field with a code', () => {
    expect(validateContact('contact', { name: ' ', email: 'nope', message: 'short' })).toEqual({
      name: 'required',
      email: 'invalidEmail',
      message: 'tooShort',
    });
    expect(validateContact('contact', { ...valid, name: 'A', message: 'x'.repeat(2001) })).toEqual({
      name: 'tooShort',
      message: 'tooLong',
    });
  });

  it('requires a well-formed order id for order questions', () => {
    expect(validateContact('ordercontact', valid)).toEqual({ orderId: 'required' });
    expect(validateContact('ordercontact', { ...valid, orderId: 'NF-123' })).toEqual({ orderId: 'invalidOrderId' });
    expect(validateContact('ordercontact', { ...valid, orderId: 'nf-12345678' })).toEqual({});
  });
});

import { dataValidator, guardValidator, hasStrings, isMoney } from '@/lib/http/validator';

describe('browser-side guards of the app API answers', () => {
  it.each([
    [{ a: 'x', b: '' }, ['a', 'b'], true],
    [{ a: 'x' }, [], true],
    [{ a: 'x', b: 1 }, ['a', 'b'], false],
    [{ a: 'x' }, ['a', 'b'], false],
    [null, ['a'], false],
    ['a', ['a'], false],
  ])('hasStrings(%j, %j) → %p', (value, keys, expected) => {
    expect(hasStrings(value, keys)).toBe(expected);
  });

  it.each([
    [{ amount: 19900, currency: 'SEK' }, true],
    [{ amount: 0, currency: 'EUR' }, true],
    [{ amount: '199', currency: 'SEK' }, false],
    [{ amount: 199 }, false],
    [null, false],
  ])('isMoney(%j) → %p', (value, expected) => {
    expect(isMoney(value)).toBe(expected);
  });

  const cart = dataValidator<{ id: string }>((data) => typeof data.id === 'string', 'cart');

  it('dataValidator accepts the { data } envelope whose data passes', () => {
    expect(cart({ data: { id: 'c1' } })).toEqual({ ok: true, value: { data: { id: 'c1' } } });
  });

  it.each([[{ data: { id: 1 } }], [{ data: null }], [{ id: 'c1' }], [null], ['cart']])('dataValidator refuses %j', (json) => {
    expect(cart(json)).toEqual({ ok: false, error: 'not a cart' });
  });

  it('guardValidator names what it expected', () => {
    expect(guardValidator((json): json is string => typeof json === 'string', 'text')(1)).toEqual({ ok: false, error: 'not a text' });
  });
});

import type { NextApiResponse } from 'next';
import { returnPath, sameOriginPath, seeOther, withNotice } from '@/server/forms/form-post';

describe("sameOriginPath: the one check of a form's redirect target", () => {
  it.each([
    ['/..//evil.example'],
    ['/.%2e//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/a/../..//evil.example'],
    ['/a/b/../../..//evil.example/x'],
    ['/./..//evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/..\\/evil.example'],
    ['/%2f/evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5c/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/ /evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [`/${'a'.repeat(1000)}`],
  ])('refuses %j', (target) => {
    expect(sameOriginPath(target)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/produkt/100084/tangentbord/', '/produkt/100084/tangentbord/'],
    ['/fi-FI/kategoria/mobil-tillbehor/?sort=price-asc', '/fi-FI/kategoria/mobil-tillbehor/?sort=price-asc'],
    ['/a/../varukorg/', '/varukorg/'],
    ['/a/%2e%2e/varukorg/', '/varukorg/'],
    ['/..', '/'],
    ['/varukorg//x//', '/varukorg/x/'],
    ['/s%C3%B6k/?q=%2F%2Fx', '/s%C3%B6k/?q=%2F%2Fx'],
    ['/sök/', '/s%C3%B6k/'],
  ])('keeps %j as %j', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });
});

describe('every form answer goes through it', () => {
  it("returnPath falls back to the Referer, then to the locale's start page", () => {
    expect(
      returnPath(
        { returnTo: '/..//evil.example' },
        { host: 'localhost:3000', referer: 'http://localhost:3000/varukorg/' },
        'sv-SE',
        'http://localhost:3000',
      ),
    ).toBe('/varukorg/');
    expect(
      returnPath(
        { returnTo: '/.%2e//evil.example' },
        { host: 'localhost:3000', referer: 'http://localhost:3000//evil.example/' },
        'fi-FI',
        'http://localhost:3000',
      ),
    ).toBe('/fi-FI/');
  });

  it('withNotice never makes a protocol-relative URL', () => {
    expect(withNotice('/..//evil.example', 'form-invalid')).toBe('/?notice=form-invalid');
    expect(withNotice('/varukorg/?notice=cart-added', 'cart-updated')).toBe('/varukorg/?notice=cart-updated');
  });

  it('seeOther answers a hostile target with the start page', () => {
    const headers = new Map<string, unknown>();
    const res = {
      setHeader: (name: string, value: unknown) => headers.set(name, value),
      status: () => ({ end: () => undefined }),
    } as unknown as NextApiResponse;
    seeOther(res, '/%2e%2e//evil.example');
    expect(headers.get('Location')).toBe('/');
  });
});

import { HttpError, errorFromException, kindOfStatus, logLevelOf, safeRedirectLocation, type HttpErrorKind } from '@/lib/http/errors';

describe('docs/spec.md §8 status mapping', () => {
  it.each<[number, HttpErrorKind, 'debug' | 'error']>([
    [302, 'redirect', 'debug'],
    [307, 'redirect', 'debug'],
    [308, 'redirect', 'debug'],
    [400, 'bad-request', 'debug'],
    [404, 'not-found', 'debug'],
    [409, 'conflict', 'debug'],
    [502, 'bad-gateway', 'error'],
    [500, 'http', 'error'],
    [503, 'http', 'error'],
    [401, 'http', 'error'],
    [301, 'http', 'error'],
  ])('status %i is %s, logged at %s', (status, kind, level) => {
    expect(kindOfStatus(status)).toBe(kind);
    expect(logLevelOf(kind)).toBe(level);
  });

  it('does not log aborted requests', () => {
    expect(logLevelOf('aborted')).toBeNull();
  });
});

describe('redirect locations', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/varukorg/', '/varukorg/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['https://shop.example/kassa/?a=1', '/kassa/?a=1'],
  ])('%p becomes %p', (location, expected) => {
    expect(safeRedirectLocation(location, 'https://shop.example')).toBe(expected);
  });
});

describe('exceptions from fetch', () => {
  it('a timeout is a timeout, even though fetch reports an abort', () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(errorFromException(abort, 'u', true).kind).toBe('timeout');
    expect(errorFromException(abort, 'u', false).kind).toBe('aborted');
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND'])('a %s cause is a network error with its code', (code) => {
    const error = Object.assign(new TypeError('fetch failed'), { cause: { code } });
    const mapped = errorFromException(error, 'u', false);
    expect(mapped.kind).toBe('network');
    expect(mapped.code).toBe(code);
    expect(mapped.retryable).toBe(true);
  });

  it('the browser\'s "Failed to fetch" is a network error', () => {
    expect(errorFromException(new TypeError('Failed to fetch'), 'u', false).kind).toBe('network');
  });

  it('keeps an HttpError as it is', () => {
    const error = new HttpError({ kind: 'conflict', status: 409, message: 'x' });
    expect(errorFromException(error, 'u', false)).toBe(error);
    expect(error.retryable).toBe(false);
  });
});

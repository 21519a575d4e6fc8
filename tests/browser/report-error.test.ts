const captured: unknown[] = [];
const init = jest.fn();
jest.mock('@sentry/nextjs', () => ({
  init: (...args: unknown[]) => init(...args),
  captureException: (error: unknown) => captured.push(error),
}));

import { HttpError, isCancellation } from '@/lib/http/errors';

function abortError(): Error {
  const error = new Error('The operation was aborted');
  error.name = 'AbortError';
  return error;
}

describe('what is reported', () => {
  it.each([
    ['an HttpError of kind aborted', new HttpError({ kind: 'aborted', message: 'aborted' }), true],
    ['a DOM AbortError', abortError(), true],
    ['a timeout', new HttpError({ kind: 'timeout', message: 'timeout' }), false],
    ['a network failure', new HttpError({ kind: 'network', message: 'failed to fetch' }), false],
    ['a plain error', new Error('boom'), false],
    ['a string', 'boom', false],
  ])('%s is a cancellation: %p', (_, error, expected) => {
    expect(isCancellation(error)).toBe(expected);
  });
});

describe('server error reporting', () => {
  const env = { ...process.env };
  beforeEach(() => {
    captured.length = 0;
    init.mockClear();
    jest.resetModules();
  });
  afterEach(() => {
    process.env = { ...env };
  });

  it('without SENTRY_DSN nothing is loaded or sent', async () => {
    delete process.env.SENTRY_DSN;
    const { reportServerError } = await import('@/server/report-server-error');
    expect(await reportServerError(new Error('boom'), { context: 'test' })).toBe(false);
    expect(init).not.toHaveBeenCalled();
    expect(captured).toEqual([]);
  });

  it('with SENTRY_DSN errors go to Sentry once initialised; aborted ones do not', async () => {
    process.env.SENTRY_DSN = 'https://key@sentry.example/1';
    const { reportServerError } = await import('@/server/report-server-error');
    const boom = new Error('boom');
    expect(await reportServerError(boom, { context: 'getServerSideProps', url: '/x/' })).toBe(true);
    expect(await reportServerError(new HttpError({ kind: 'aborted', message: 'aborted' }), { context: 'api' })).toBe(false);
    expect(await reportServerError(abortError(), { context: 'api' })).toBe(false);
    expect(captured).toEqual([boom]);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]![0]).toMatchObject({ dsn: 'https://key@sentry.example/1' });
  });

  it('an API route reports an unexpected failure and answers 502 without a stack trace', async () => {
    process.env.SENTRY_DSN = 'https://key@sentry.example/1';
    const { apiRoute } = await import('@/server/api-handlers/handler');
    const { createMocks } = await import('../pages/api-mocks');
    // The modules were reset: this test's server logger is a new one, captured here.
    const logs = await import('../helpers/logs');
    logs.captureLogs();
    const failure = new Error('unexpected');
    const { req, res } = createMocks('GET', undefined, { 'x-locale': 'fi-FI' });
    await apiRoute(['GET'], async () => {
      throw failure;
    })(req, res);
    await new Promise((r) => setTimeout(r, 10));
    expect(res.statusCode).toBe(502);
    // One generic sentence in the shopper's language, never the failure's own text.
    const { upstreamErrorMessage } = await import('@/server/api-handlers/upstream-error-message');
    expect(res.jsonBody()).toEqual({ message: upstreamErrorMessage('fi-FI') });
    expect(JSON.stringify(res.jsonBody())).not.toContain('unexpected');
    expect(captured).toEqual([failure]);
    expect(logs.takeLogs(logs.ERROR)).toEqual([expect.objectContaining({ msg: 'api route failed', err: 'unexpected' })]);
  });
});

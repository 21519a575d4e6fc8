import { createMocks } from '../../pages/api-mocks';
import { HttpError, type HttpErrorKind } from '@/lib/http/errors';
import { ApiError, apiRoute } from '@/server/api-handlers/handler';
import { sendPurchaseError } from '@/server/api-handlers/purchase-errors';
import { testContext } from '../../helpers/context';
import { ERROR, takeLogs } from '../../helpers/logs';

jest.mock('@/server/report-server-error', () => ({ reportServerError: jest.fn(() => Promise.resolve()) }));

const error = (kind: HttpErrorKind, status?: number, code?: string) => new HttpError({ kind, status, message: `upstream ${kind}`, code });

describe('purchase proxy: error kind → status (sendPurchaseError)', () => {
  it.each<[string, unknown, number, unknown]>([
    ['network with its code', error('network', undefined, 'ECONNRESET'), 503, { message: 'Cart-service unavailable', code: 'ECONNRESET' }],
    ['network without a code', error('network'), 503, { message: 'Cart-service unavailable', code: 'ECONNREFUSED' }],
    ['timeout', error('timeout'), 503, { message: 'Cart-service unavailable', code: 'ETIMEDOUT' }],
    ['aborted', error('aborted'), 499, { message: 'Request aborted' }],
    ['invalid-response', error('invalid-response'), 502, { message: 'Unexpected answer from the purchase service' }],
    ['redirect', error('redirect', 302), 502, { message: 'Unexpected answer from the purchase service' }],
    ['bad-request', error('bad-request', 400, 'X'), 400, { message: 'upstream bad-request', code: 'X' }],
    ['not-found', error('not-found', 404), 404, { message: 'upstream not-found' }],
    ['conflict', error('conflict', 409, 'NOT_ENOUGH_STOCK'), 409, { message: 'upstream conflict', code: 'NOT_ENOUGH_STOCK' }],
    // A 5xx never passes the service's own text on: one generic sentence in the shopper's language.
    ['bad-gateway', error('bad-gateway', 502), 502, { message: 'Något gick fel hos oss. Försök igen om en stund.' }],
    ['http', error('http', 500), 500, { message: 'Något gick fel hos oss. Försök igen om en stund.' }],
    ['http without a status', error('http'), 502, { message: 'Något gick fel hos oss. Försök igen om en stund.' }],
    ['anything else', new Error('bug'), 500, { message: 'Unexpected error' }],
  ])('%s', (_, failure, status, body) => {
    const { res } = createMocks('GET', undefined);
    sendPurchaseError(res, failure, testContext());
    expect(res.statusCode).toBe(status);
    expect(res.jsonBody()).toEqual(body);
  });
});

describe('API routes: failure → status (apiRoute)', () => {
  it.each<[string, unknown, number, string | null]>([
    ['ApiError keeps its status', new ApiError(429, 'slow down', { 'Retry-After': '5' }), 429, null],
    ['upstream not-found', error('not-found', 404), 404, null],
    ['upstream bad-request', error('bad-request', 400), 400, null],
    ['upstream conflict is a gateway failure', error('conflict', 409), 502, 'upstream conflict'],
    ['upstream timeout', error('timeout'), 502, 'upstream timeout'],
    ['a bug', new Error('bug'), 502, 'bug'],
  ])('%s', async (_, failure, status, logged) => {
    const { req, res } = createMocks('GET', undefined);
    await apiRoute(['GET'], async () => {
      throw failure;
    })(req, res);
    expect(res.statusCode).toBe(status);
    expect(res.jsonBody()).toEqual({ message: expect.any(String) });
    // A gateway failure is logged as an error with its cause; an answer the caller asked for is not.
    expect(takeLogs(ERROR)).toEqual(logged ? [expect.objectContaining({ msg: 'api route failed', err: logged, url: '/api/test' })] : []);
  });

  it('sends the ApiError headers', async () => {
    const { req, res } = createMocks('GET', undefined);
    await apiRoute(['GET'], async () => {
      throw new ApiError(429, 'slow down', { 'Retry-After': '5' });
    })(req, res);
    expect(res.getHeader('Retry-After')).toBe('5');
  });
});

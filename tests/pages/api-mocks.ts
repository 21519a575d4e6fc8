import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Minimal request/response doubles for calling an API route handler directly.
 * The request is a same-origin JSON call unless `headers` says otherwise
 * (server/api-handlers/same-origin.ts refuses other bodies).
 */
export function createMocks(method: string, body: unknown, headers: Record<string, string> = {}) {
  const req = {
    method,
    body,
    headers: { 'content-type': 'application/json', ...headers },
    query: {},
    url: '/api/test',
  } as unknown as NextApiRequest;
  const responseHeaders = new Map<string, unknown>();
  let payload: unknown;
  const res = {
    statusCode: 200,
    setHeader(name: string, value: unknown) {
      responseHeaders.set(name.toLowerCase(), value);
      return res;
    },
    getHeader(name: string) {
      return responseHeaders.get(name.toLowerCase());
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(value: unknown) {
      payload = value;
      return res;
    },
    send(value: unknown) {
      payload = value;
      return res;
    },
    jsonBody: () => payload,
  };
  return { req, res: res as unknown as NextApiResponse & { jsonBody(): unknown; statusCode: number } };
}

import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Request/response doubles for a form route (server/forms/form-post.ts): a same-origin
 * `application/x-www-form-urlencoded` POST from http://localhost:3000 unless `headers` says otherwise.
 * The body is what Next's parser makes of a form: strings, arrays for repeated fields.
 */
export function formMocks(method: string, body: unknown, headers: Record<string, string | undefined> = {}) {
  const merged: Record<string, string> = {
    host: 'localhost:3000',
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://localhost:3000',
    'sec-fetch-site': 'same-origin',
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const req = { method, body, headers: merged, query: {}, url: '/api/forms/test/' } as unknown as NextApiRequest;
  const responseHeaders = new Map<string, unknown>();
  let ended: unknown;
  const res = {
    statusCode: 200,
    headersSent: false,
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
    end(value?: unknown) {
      ended = value;
      res.headersSent = true;
      return res;
    },
    json(value: unknown) {
      ended = value;
      res.headersSent = true;
      return res;
    },
    text: () => ended,
    location: () => responseHeaders.get('location') as string | undefined,
    cookies: (): string[] => {
      const value = responseHeaders.get('set-cookie');
      return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
    },
  };
  return { req, res: res as unknown as NextApiResponse & typeof res };
}

/** Helpers for the dev-services tests: a started server and a small JSON client. */
import { startDevServices } from '@/dev-services/app';
import type { DevServices } from '@/dev-services/app';

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestClient {
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
}

/** A client sending the app's common headers (SE, sv-SE) plus `defaults`. */
export function createClient(baseUrl: string, defaults: Record<string, string> = {}): TestClient {
  const request = async <T>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Request-Id': 'test',
        'X-Market': 'SE',
        'X-Locale': 'sv-SE',
        ...defaults,
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (images, text faults)
    }
    return { status: res.status, headers: res.headers, body: body as T, text };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, headers ? { headers } : {}),
    post: (path, body, headers) => request('POST', path, { body, ...(headers ? { headers } : {}) }),
  };
}

/** Starts the services on a free port for one test file. */
export function startServicesForFile(): () => DevServices {
  let services: DevServices | undefined;
  beforeAll(async () => {
    services = await startDevServices({ port: 0, log: false });
  });
  afterAll(async () => {
    await services?.close();
  });
  return () => {
    if (!services) throw new Error('dev-services not started');
    return services;
  };
}

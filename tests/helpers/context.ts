import type { GetServerSidePropsContext } from 'next';
import type { Logger, LogLevel } from '@/lib/logger';
import type { RequestContext } from '@/lib/request-context';

export interface RecordingLogger extends Logger {
  lines: { level: LogLevel; data: Record<string, unknown>; message: string }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const at = (level: LogLevel) => (data: Record<string, unknown>, message: string) => lines.push({ level, data, message });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    requestId: 'test-request-0001',
    locale: 'sv-SE',
    market: 'SE',
    referrerBaseUrl: 'https://shop.example',
    environment: 'test',
    log: recordingLogger(),
    ...overrides,
  };
}

/** A shopper's identity cookies (user and cart ids), as a returning browser sends them. */
export const IDENTITY_COOKIE = 'nf_uid=11111111-1111-4111-8111-111111111111; nf_cid=22222222-2222-4222-8222-222222222222';

/** A page request's context for `getServerSideProps`: headers the page sets are kept on its response. */
export function pageContext({
  locale = 'sv-SE',
  params,
  query = {},
  resolvedUrl = '/',
  cookie = IDENTITY_COOKIE,
}: {
  locale?: string;
  params?: Record<string, string | string[]>;
  query?: Record<string, string | string[]>;
  resolvedUrl?: string;
  cookie?: string;
} = {}): GetServerSidePropsContext {
  const headers = new Map<string, unknown>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  return {
    req: { headers: { cookie } },
    res,
    locale,
    ...(params ? { params } : {}),
    resolvedUrl,
    query: { ...params, ...query },
  } as unknown as GetServerSidePropsContext;
}

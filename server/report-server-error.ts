/**
 * Reports unexpected server errors (getServerSideProps via server/page-props.ts, API routes via server/api-handlers/handler.ts) to Sentry
 * when SENTRY_DSN is set. Without it nothing is loaded; the callers' own log line is the record. Cancelled and aborted requests are never
 * reported (docs/spec.md §5).
 */
import type * as SentryNext from '@sentry/nextjs';
import { isCancellation } from '@/lib/http/errors';
import { buildId } from './build-id';
import { serverEnv } from './env';

type SentryModule = typeof SentryNext;

let sentry: Promise<SentryModule | null> | undefined;

function loadSentry(): Promise<SentryModule | null> {
  const { SENTRY_DSN: dsn, APP_ENV: environment } = serverEnv();
  if (!dsn) return Promise.resolve(null);
  sentry ??= import('@sentry/nextjs')
    .then((module) => {
      module.init({ dsn, environment, release: buildId(), tracesSampleRate: 0, sendDefaultPii: false });
      return module;
    })
    .catch(() => null);
  return sentry;
}

export interface ServerErrorContext {
  context: string;
  url?: string;
  requestId?: string;
}

/** Resolves when the report was handed to Sentry (or skipped); callers need not wait. */
export async function reportServerError(error: unknown, { context, url, requestId }: ServerErrorContext): Promise<boolean> {
  if (isCancellation(error)) return false;
  const module = await loadSentry();
  if (!module) return false;
  module.captureException(error, { tags: { context }, extra: { url, requestId } });
  return true;
}

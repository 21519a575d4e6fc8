/**
 * Sentry in the browser, plugged into browser/error-reporting/report-error.ts. Loaded with a
 * dynamic import only when NEXT_PUBLIC_SENTRY_DSN is set (pages/_app.tsx), so
 * without a DSN none of Sentry's code is in the bundle's critical path.
 */
import * as Sentry from '@sentry/nextjs';
import { publicAppEnv } from '@/lib/public-env';
import { isCancellation } from '@/lib/http/errors';
import { setErrorReporter } from './report-error';

export function startBrowserErrorReporting(dsn: string): void {
  Sentry.init({
    dsn,
    environment: publicAppEnv(),
    tracesSampleRate: 0,
    sendDefaultPii: false,
    // docs/spec.md §5: cancelled and aborted requests are not errors.
    beforeSend: (event, hint) => (isCancellation(hint.originalException) ? null : event),
  });
  setErrorReporter(({ error, context, url, extra }) => {
    Sentry.captureException(error, { tags: { context }, extra: { ...extra, url } });
  });
}

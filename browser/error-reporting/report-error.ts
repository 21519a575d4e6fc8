/**
 * Reports an error caught in the browser (error boundary, unexpected failures)
 * with its context and URL. Error-reporting vendors plug in with
 * `setErrorReporter`; without one it goes to our own log endpoint.
 */
import { isCancellation } from '@/lib/http/errors';
import { clientLogger } from '../beacon-logger';

export interface ErrorReport {
  error: unknown;
  context: string;
  extra?: Record<string, unknown>;
}

type Reporter = (report: ErrorReport & { url: string }) => void;

const defaultReporter: Reporter = ({ error, context, url, extra }) => {
  const err =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack?.slice(0, 2000) } : { message: String(error) };
  clientLogger.error({ ...extra, context, url, err }, `unhandled error in ${context}`);
};

let reporter: Reporter = defaultReporter;

export function setErrorReporter(next: Reporter): void {
  reporter = next;
}

export function reportError(report: ErrorReport): void {
  if (isCancellation(report.error)) return;
  const url = typeof window === 'undefined' ? '' : window.location.href;
  try {
    reporter({ ...report, url });
  } catch {
    // Reporting must never throw into the UI.
  }
}

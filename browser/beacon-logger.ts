/**
 * The browser's logger: sends to our own POST /api/log/ endpoint (never to a
 * third party). Debug lines stay in the console in development only.
 */
import { isDevelopment } from '@/lib/public-env';
import type { LogLevel, Logger } from '@/lib/logger';

const LOG_ENDPOINT = '/api/log/';

function send(level: LogLevel, data: Record<string, unknown>, message: string): void {
  if (typeof window === 'undefined') return;
  if (level === 'debug') {
    // eslint-disable-next-line no-console -- debug lines stay in the developer's console
    if (isDevelopment()) console.debug(message, data);
    return;
  }
  const body = JSON.stringify({ level, data: { ...data, message, url: window.location.href } });
  try {
    if (navigator.sendBeacon?.(LOG_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(LOG_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
      () => undefined,
    );
  } catch {
    // Logging must never break the page.
  }
}

export const clientLogger: Logger = {
  debug: (data, message) => send('debug', data, message),
  info: (data, message) => send('info', data, message),
  warn: (data, message) => send('warn', data, message),
  error: (data, message) => send('error', data, message),
};

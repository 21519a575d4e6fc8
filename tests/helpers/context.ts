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

/**
 * The server's log lines in tests: pino writes into this capture, not to stdout (tests/setup-node.ts).
 * A test that provokes an error-level line on purpose takes it with `takeLogs` and asserts on it; an
 * error-level line left in the capture fails the test that wrote it.
 */
import type { Logger } from '@/lib/logger';
import { setLogDestination } from '@/server/log/pino-logger';

export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/** pino's number for `error`. */
export const ERROR = 50;

const lines: LogLine[] = [];

export function captureLogs(): void {
  setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
}

/** The captured lines at `level` or above, in order, removed from the capture. */
export function takeLogs(level = 0): LogLine[] {
  const taken = lines.filter((line) => line.level >= level);
  const kept = lines.filter((line) => line.level < level);
  lines.length = 0;
  lines.push(...kept);
  return taken;
}

/** A logger that drops everything. */
export const silentLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

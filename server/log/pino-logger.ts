/** Structured JSON logs on the server (pino). */
import pino from 'pino';
import type { Logger } from '@/lib/logger';
import { serverEnv } from '../env';

let root: pino.Logger | undefined;
let destination: pino.DestinationStream | undefined;

export function rootLogger(): pino.Logger {
  if (root) return root;
  const options: pino.LoggerOptions = {
    level: serverEnv().LOG_LEVEL,
    base: { service: 'storefront', env: serverEnv().APP_ENV },
    redact: ['req.headers.cookie', 'headers.cookie', 'headers.userId', 'userId'],
  };
  root = destination ? pino(options, destination) : pino(options);
  return root;
}

/** Sends the lines to `stream` instead of stdout (the tests' capture, tests/helpers/logs.ts); undefined: stdout. */
export function setLogDestination(stream: pino.DestinationStream | undefined): void {
  destination = stream;
  root = undefined;
}

function adapt(logger: pino.Logger): Logger {
  return {
    debug: (data, message) => logger.debug(data, message),
    info: (data, message) => logger.info(data, message),
    warn: (data, message) => logger.warn(data, message),
    error: (data, message) => logger.error(data, message),
  };
}

/** A logger whose every line carries the request id. */
export function requestLogger(requestId: string): Logger {
  return adapt(rootLogger().child({ requestId }));
}

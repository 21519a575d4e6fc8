/** The logger shape shared by the server (pino) and the browser (browser/beacon-logger). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

type LogFn = (data: Record<string, unknown>, message: string) => void;

export type Logger = Record<LogLevel, LogFn>;

/** A logger that drops everything: for tests and for code paths that must stay quiet. */
export const silentLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

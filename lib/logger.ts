/** The logger shape shared by the server (pino) and the browser (browser/beacon-logger). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

type LogFn = (data: Record<string, unknown>, message: string) => void;

export type Logger = Record<LogLevel, LogFn>;

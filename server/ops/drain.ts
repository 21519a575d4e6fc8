/**
 * Draining on SIGTERM (docs/operations.md#drain-on-sigterm): report not ready, serve a while, finish in-flight requests, exit within a
 * bound. Replaces `next start`'s handler, which never reports not ready and waits without a bound.
 */
import type { Server } from 'node:http';

export interface DrainOptions {
  servers: () => Iterable<Server>;
  inFlight: () => number;
  delayMs: number;
  timeoutMs: number;
  onDraining: () => void;
  log: (event: string, detail: Record<string, unknown>) => void;
  /** More detail for the drain-end log line (e.g. how many requests were refused). */
  summary?: () => Record<string, unknown>;
  exit?: (code: number) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the drain; resolves with the exit code it used (0: every request finished, 1: the bound was hit). */
export async function drain(options: DrainOptions): Promise<number> {
  const started = Date.now();
  options.onDraining();
  options.log('drain-start', { delayMs: options.delayMs, timeoutMs: options.timeoutMs, inFlight: options.inFlight() });
  if (options.delayMs > 0) await sleep(options.delayMs);
  for (const server of options.servers()) {
    server.close();
    server.closeIdleConnections();
  }
  const deadline = Date.now() + options.timeoutMs;
  while (options.inFlight() > 0 && Date.now() < deadline) await sleep(25);
  const left = options.inFlight();
  const code = left === 0 ? 0 : 1;
  options.log('drain-end', { ms: Date.now() - started, unfinished: left, ...options.summary?.() });
  (options.exit ?? process.exit)(code);
  return code;
}

let installed = false;

/** Takes SIGTERM over from `next start` (its handler is removed) in a production server. */
export function installDrain(options: DrainOptions): void {
  if (installed) return;
  installed = true;
  for (const listener of process.listeners('SIGTERM')) process.removeListener('SIGTERM', listener);
  let started = false;
  process.on('SIGTERM', () => {
    if (started) return;
    started = true;
    void drain(options);
  });
}

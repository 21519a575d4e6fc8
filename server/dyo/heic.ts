/**
 * HEIC/HEIF decoding in a worker thread (server/dyo/heic-worker.cjs), so the event loop keeps serving other
 * requests while libheif (WebAssembly) decodes a photo for seconds. One worker per photo: the WebAssembly module
 * and up to 200 MB of pixels are freed when it ends; server/dyo/photos.ts already lets at most two photos be prepared
 * at a time per process. A worker that has not answered in HEIC_DECODE_TIMEOUT_MS is ended (the upload gets a 503: try again).
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Bounded time: a full-size iPhone photo decodes in a few seconds even on a busy machine. */
const HEIC_DECODE_TIMEOUT_MS = 60_000;

export type HeicResult = { width: number; height: number; data: Uint8ClampedArray } | { error: 'invalid' | 'too-large' | 'timeout' };

/** The worker's file, read from the app's directory (the server bundle does not carry it). */
const WORKER_FILE = join(process.cwd(), 'server', 'dyo', 'heic-worker.cjs');

/** Decodes the first image of a HEIF file in a worker; `too-large` before decoding when it has over `maxPixels`. */
export function decodeHeic(bytes: Buffer, maxPixels: number, timeoutMs = HEIC_DECODE_TIMEOUT_MS): Promise<HeicResult> {
  return new Promise((resolve, reject) => {
    // A copy the worker owns: the request's buffer may be a slice of a larger pool.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER_FILE, { workerData: { bytes: copy, maxPixels }, transferList: [copy.buffer] });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => resolve({ error: 'timeout' })), timeoutMs);
    worker.once('message', (answer: HeicResult) => finish(() => resolve(answer)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`HEIC worker ended with code ${code}`))));
  });
}

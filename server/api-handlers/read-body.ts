import type { IncomingMessage } from 'node:http';
import { ApiError } from './handler';

export interface BodyLimits {
  /** Bytes at most: past it a 413 with `tooLarge`, and the request is not read further. */
  limit: number;
  /** A body that sends nothing for this long is a 408 with `tooSlow`. */
  idleMs: number;
  /** A body not whole after this long is a 408 with `tooSlow`. */
  deadlineMs: number;
  tooLarge: string;
  tooSlow: string;
}

/**
 * Reads a request body with a cap, for every route that reads its own body: 413 when Content-Length or the
 * bytes received pass `limit`, 408 when it stalls or is not whole in time, 400 when the client aborts. The
 * early answers close the connection, so the rest of a large body is not read.
 */
export function readCappedBody(req: IncomingMessage, { limit, idleMs, deadlineMs, tooLarge, tooSlow }: BodyLimits): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new ApiError(413, tooLarge, { Connection: 'close' }));
  }
  return new Promise((resolve, reject) => {
    // With a Content-Length (every browser's upload of a file) the bytes go straight into one buffer
    // of that size, so a body is held once, not as chunks and then again as their concatenation.
    const whole = Number.isInteger(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : null;
    const parts: Buffer[] = [];
    let size = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cleanup = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const fail = (error: ApiError) => {
      cleanup();
      parts.length = 0;
      // Stop reading; the answer closes the connection (Connection: close).
      req.pause();
      reject(error);
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new ApiError(408, tooSlow, { Connection: 'close' })), idleMs);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > (whole ? whole.length : limit)) return fail(new ApiError(413, tooLarge, { Connection: 'close' }));
      if (whole) chunk.copy(whole, size);
      else parts.push(chunk);
      size += chunk.length;
      idle();
    };
    const onEnd = () => {
      cleanup();
      resolve(whole ? whole.subarray(0, size) : Buffer.concat(parts, size));
    };
    const onError = () => fail(new ApiError(400, 'Upload interrupted', { Connection: 'close' }));
    const onAborted = onError;
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
    idle();
    const deadline = setTimeout(() => fail(new ApiError(408, tooSlow, { Connection: 'close' })), deadlineMs);
  });
}

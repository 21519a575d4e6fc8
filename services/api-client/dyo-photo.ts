/**
 * Sends a photo to POST /api/dyo/photos/ as a binary body, with XMLHttpRequest because fetch reports
 * no upload progress. Failures are HttpErrors as the fetch wrapper makes them.
 */
import { HttpError } from '@/lib/http/errors';
import { contextHeaders } from '@/lib/http/headers';
import { dataValidator, hasStrings } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { UploadPhotoResponse } from '@/services/dyo/types';

const URL = '/api/dyo/photos/';
const TIMEOUT_MS = 120_000;

const photoAnswer = dataValidator<UploadPhotoResponse['data']>(
  (data) =>
    hasStrings(data, ['photoId', 'src']) &&
    ['width', 'height', 'srcWidth', 'srcHeight'].every((k) => typeof (data as Record<string, unknown>)[k] === 'number'),
  'uploaded photo',
);

export interface SendPhotoOptions {
  /** The file's image type (lib/dyo/upload-rules.ts#uploadType); null sends application/octet-stream. */
  type: string | null;
  /** Fractions 0…1 of the body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

export function sendPhoto(
  ctx: RequestContext,
  file: Blob & { name?: string },
  { type, onProgress, signal }: SendPhotoOptions,
): Promise<UploadPhotoResponse['data']> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HttpError({ kind: 'aborted', message: 'Request aborted', url: URL }));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', URL);
    xhr.timeout = TIMEOUT_MS;
    const headers: Record<string, string> = { ...contextHeaders(ctx), 'Content-Type': type ?? 'application/octet-stream' };
    if (!type && file.name) headers['X-File-Name'] = encodeURIComponent(file.name);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const status = xhr.status;
      if (status < 200 || status >= 300) {
        return reject(
          new HttpError({
            kind: status === 404 ? 'not-found' : status >= 500 ? 'http' : 'bad-request',
            status,
            message: messageOf(xhr.responseText),
            url: URL,
          }),
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        return reject(new HttpError({ kind: 'invalid-response', status, message: 'Response is not JSON', url: URL }));
      }
      const parsed = photoAnswer(json);
      if (!parsed.ok) reject(new HttpError({ kind: 'invalid-response', status, message: parsed.error, url: URL }));
      else resolve(parsed.value.data);
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new HttpError({ kind: 'network', message: 'Network error', url: URL }));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new HttpError({ kind: 'timeout', message: 'Request timed out', url: URL }));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new HttpError({ kind: 'aborted', message: 'Request aborted', url: URL }));
    });
    xhr.send(file);
  });
}

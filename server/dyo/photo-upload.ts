/**
 * The photo route's door: rate and concurrency are checked before a byte of the body is read, then the body is read as a capped stream, so
 * no request holds more than MAX_UPLOAD_BYTES (docs/security.md#photo-uploads).
 */
import type { IncomingMessage } from 'node:http';
import { requestCookies } from '@/server/server-context';
import { MAX_UPLOAD_BYTES } from '@/lib/dyo/upload-rules';
import { ApiError } from '../api-handlers/handler';
import { readCappedBody } from '../api-handlers/read-body';
import { clientIp } from '../client-ip';
import { createTokenBuckets } from '../log/token-bucket';

/** Photo uploads per shopper and per client IP a minute (a collage is a few photos, a retry or two). */
const PHOTOS_PER_MINUTE = { shopper: 30, ip: 120 } as const;
/** Bodies held (read or prepared) at a time per process: 4 × 25 MB at most. */
const UPLOADS_AT_ONCE = 4;
/** Bodies held at a time per shopper and per IP. */
const UPLOADS_PER_CLIENT = 2;
/** A body that sends nothing for this long is given up (408). */
const UPLOAD_IDLE_MS = 15_000;
/** A body not whole after this long is given up (408): 25 MB at 0.7 Mbit/s. */
const UPLOAD_DEADLINE_MS = 300_000;

/** The types a photo may be posted as (the body is the file itself; the server reads what it is from its bytes). */
export const PHOTO_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/octet-stream'] as const;

const shopperPhotos = createTokenBuckets({ capacity: PHOTOS_PER_MINUTE.shopper, windowMs: 60_000 });
const ipPhotos = createTokenBuckets({ capacity: PHOTOS_PER_MINUTE.ip, windowMs: 60_000 });
const held = new Map<string, number>();
let heldInProcess = 0;

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;

function clientKeys(req: Req): { ip: string; shopper: string } {
  const ip = clientIp(req);
  const userId = requestCookies(req).userId;
  return { ip, shopper: userId ? `uid:${userId}` : `ip:${ip}` };
}

/**
 * Takes one upload for the request's shopper and IP and one of the process's upload slots, before the body is looked at: ApiError 429 past
 * a rate, 503 past a concurrency cap. Call the answer's `release` when the upload is done (it is idempotent).
 */
export function admitPhotoUpload(req: Req): { release: () => void } {
  const { ip, shopper } = clientKeys(req);
  if (!ipPhotos.take(ip) || !shopperPhotos.take(shopper)) {
    const wait = Math.max(1, ipPhotos.retryAfterSeconds(ip), shopperPhotos.retryAfterSeconds(shopper));
    throw new ApiError(429, 'Too many photos', { 'Retry-After': String(wait), Connection: 'close' });
  }
  // A shopper without the cookie is keyed by the IP already: counted once.
  const keys = shopper === `ip:${ip}` ? [shopper] : [shopper, `ip:${ip}`];
  if (heldInProcess >= UPLOADS_AT_ONCE || keys.some((key) => (held.get(key) ?? 0) >= UPLOADS_PER_CLIENT)) {
    throw new ApiError(503, 'Busy', { 'Retry-After': '5', Connection: 'close' });
  }
  heldInProcess += 1;
  for (const key of keys) held.set(key, (held.get(key) ?? 0) + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      heldInProcess -= 1;
      for (const key of keys) {
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      }
    },
  };
}

/** Reads a photo's body with the photo route's cap and time limits (server/api-handlers/read-body.ts). */
export function readPhotoBody(
  req: IncomingMessage,
  { limit = MAX_UPLOAD_BYTES, idleMs = UPLOAD_IDLE_MS, deadlineMs = UPLOAD_DEADLINE_MS } = {},
) {
  return readCappedBody(req, { limit, idleMs, deadlineMs, tooLarge: 'Image too large', tooSlow: 'Upload too slow' });
}

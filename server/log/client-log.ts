/**
 * Validation and sanitising of browser log lines (docs/consent-tracking-flags.md#logging). Control
 * characters and line breaks are stripped, so a value can never forge a log line.
 */
import { z } from 'zod';

export const MAX_BODY_BYTES = 16 * 1024;
const ACCEPTED_LEVELS = ['info', 'warn', 'error'] as const;
type ClientLogLevel = (typeof ACCEPTED_LEVELS)[number];

const MAX_DEPTH = 4;
const MAX_KEYS = 40;
const MAX_ARRAY = 40;
const MAX_STRING = 2_000;

const clientLogSchema = z.object({
  level: z.enum(ACCEPTED_LEVELS),
  data: z.record(z.string().max(64), z.unknown()).refine((d) => Object.keys(d).length <= MAX_KEYS, 'too many fields'),
});

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function cleanString(value: string, max = MAX_STRING): string {
  return value.replace(CONTROL, ' ').slice(0, max);
}

/** A copy with every string cleaned, depth, keys and array lengths bounded. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, MAX_ARRAY).map((v) => sanitize(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS))
      out[cleanString(key, 64)] = sanitize(v, depth + 1);
    return out;
  }
  return null;
}

export type ParsedClientLog =
  { ok: true; level: ClientLogLevel; message: string; data: Record<string, unknown> } | { ok: false; error: string };

export function parseClientLog(body: unknown): ParsedClientLog {
  const result = clientLogSchema.safeParse(body);
  if (!result.success) {
    const level = (body as { level?: unknown } | null)?.level;
    return {
      ok: false,
      error:
        typeof level === 'string' && !(ACCEPTED_LEVELS as readonly string[]).includes(level) ? 'Unsupported level' : 'Invalid log line',
    };
  }
  const data = sanitize(result.data.data) as Record<string, unknown>;
  const message = typeof data.message === 'string' ? data.message.slice(0, 200) : 'client log';
  delete data.message;
  return { ok: true, level: result.data.level, message, data };
}

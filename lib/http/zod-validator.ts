import type { ZodType } from 'zod';
import type { Validator } from './validator';

/** A validator from a zod schema (server side: upstream responses). */
export function zodValidator<T>(schema: ZodType<T>): Validator<T> {
  return (json) => {
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.message };
  };
}

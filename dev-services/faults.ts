import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError, sendReply } from './http';
import type { TimerSet } from './lib/sleep';

/**
 * Fault injection for tests and demos: a rule matches a method and a pathname (RegExp
 * source) and delays, fails, drops or resets the matching requests before normal handling.
 */
export const faultSpecSchema = z.object({
  method: z.string().min(1).max(10).optional(),
  /** RegExp source matched against the pathname, e.g. `^/cart/v2/`. */
  path: z.string().min(1).max(500),
  status: z.number().int().min(100).max(599).optional(),
  /** Answer body: JSON, or a string sent as text/plain. Default `{ message: 'Injected fault', code: 'INJECTED_FAULT' }`. */
  body: z.unknown().optional(),
  /** Extra answer headers, e.g. `{ "Location": "/" }` for a redirect status. */
  headers: z.record(z.string(), z.string()).optional(),
  delayMs: z.number().int().min(0).max(15_000).optional(),
  /** Handle the request normally (its effect applies) but answer only after this long: a timeout that still took effect. */
  answerDelayMs: z.number().int().min(0).max(15_000).optional(),
  /** Destroy the socket without answering. */
  drop: z.boolean().optional(),
  /** Send a TCP RST (socket.resetAndDestroy()). */
  reset: z.boolean().optional(),
  /** How many requests it applies to; unlimited by default. */
  times: z.number().int().min(1).max(1_000_000).optional(),
});

type FaultSpec = z.infer<typeof faultSpecSchema>;

export interface Fault {
  id: string;
  spec: FaultSpec;
  regex: RegExp;
  remaining: number | null;
  hits: number;
}

export interface FaultStore {
  add(spec: FaultSpec): Fault;
  clear(): number;
  list(): Fault[];
  /** The first rule matching the request; counts the hit and retires exhausted rules. */
  take(method: string, pathname: string): Fault | undefined;
}

export function createFaultStore(): FaultStore {
  let faults: Fault[] = [];
  let counter = 0;
  return {
    add(spec) {
      let regex: RegExp;
      try {
        regex = new RegExp(spec.path);
      } catch {
        throw new HttpError(400, `Invalid path RegExp: ${spec.path}`);
      }
      counter += 1;
      const fault: Fault = { id: `fault-${counter}`, spec, regex, remaining: spec.times ?? null, hits: 0 };
      faults.push(fault);
      return fault;
    },
    clear() {
      const count = faults.length;
      faults = [];
      return count;
    },
    list: () => [...faults],
    take(method, pathname) {
      const fault = faults.find((f) => (!f.spec.method || f.spec.method.toUpperCase() === method) && f.regex.test(pathname));
      if (!fault) return undefined;
      fault.hits += 1;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      }
      return fault;
    },
  };
}

/** Applies a matched fault. Returns true when the request was answered (or killed). */
export async function applyFault(fault: Fault, req: IncomingMessage, res: ServerResponse, timers: TimerSet): Promise<boolean> {
  const { spec } = fault;
  if (spec.delayMs) await timers.sleep(spec.delayMs);
  if (req.socket.destroyed) return true;
  if (spec.reset) {
    req.socket.resetAndDestroy();
    return true;
  }
  if (spec.drop) {
    req.socket.destroy();
    return true;
  }
  if (spec.status === undefined) return false;
  const headers = { 'X-Injected-Fault': fault.id, ...(spec.headers ?? {}) };
  if (typeof spec.body === 'string') {
    sendReply(res, { status: spec.status, text: spec.body, contentType: 'text/plain; charset=utf-8', headers });
  } else {
    sendReply(res, { status: spec.status, json: spec.body ?? { message: 'Injected fault', code: 'INJECTED_FAULT' }, headers });
  }
  return true;
}

import type { Reply } from './http';
import type { RequestContext } from './context';

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

/**
 * A route from a template: `:name` matches one path segment, `:name+` one or more
 * (`/catalog/v1/storefronts/:slug+`).
 */
export function route(method: string, template: string, handler: Handler): Route {
  const keys: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\+)?$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { method, template, pattern: new RegExp(`^${source}$`), keys, handler };
}

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const r of routes) {
    const found = r.pattern.exec(path);
    if (!found) continue;
    if (r.method !== method && !(method === 'HEAD' && r.method === 'GET')) {
      allowed.push(r.method);
      continue;
    }
    const params: Record<string, string> = {};
    let valid = true;
    r.keys.forEach((key, i) => {
      const value = decode(found[i + 1] ?? '');
      if (value === undefined) valid = false;
      else params[key] = value;
    });
    if (!valid) return { kind: 'not-found' };
    return { kind: 'found', handler: r.handler, params };
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}

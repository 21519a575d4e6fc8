/**
 * Pages render with React's Node build of `renderToReadableStream`, which writes into its buffer instead of allocating
 * per string as the edge build Next asks for does (docs/adr/0015-node-renderer.md).
 */
import Module from 'node:module';
import { join } from 'node:path';

export const EDGE_RENDERER = 'react-dom/server.edge';
export const NODE_RENDERER = 'react-dom/server.node';

type Resolver = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolver; _cache: Record<string, unknown> };

let installed = false;

/** True when this React's Node build has the stream renderer Next calls (React 19 and later). */
// `Module.createRequire`, not the named import: webpack replaces a bundled `createRequire(…)` call with its own.
export function nodeRendererAvailable(load: (id: string) => unknown = Module.createRequire(join(process.cwd(), 'package.json'))): boolean {
  try {
    const server = load(NODE_RENDERER) as { renderToReadableStream?: unknown };
    return typeof server.renderToReadableStream === 'function';
  } catch {
    return false;
  }
}

/** Whether this process has already loaded the edge build (then it stays in use for its lifetime). */
export function edgeRendererLoaded(cache: Record<string, unknown> = loader._cache): boolean {
  return Object.keys(cache).some((file) => /[\\/]react-dom[\\/]server\.edge\.js$/.test(file));
}

/**
 * Makes `require('react-dom/server.edge')` load the Node build in this process. Idempotent.
 * False when it cannot: no Node build with the stream renderer, or the edge build already loaded.
 */
export function installNodeRenderer(): boolean {
  if (installed) return true;
  if (!nodeRendererAvailable() || edgeRendererLoaded()) return false;
  installed = true;
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function resolveNodeRenderer(this: unknown, request: string, ...rest: unknown[]): string {
    return resolve.call(this, request === EDGE_RENDERER ? NODE_RENDERER : request, ...rest);
  };
  return true;
}

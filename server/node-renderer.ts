/**
 * Pages render with React's Node.js build of `renderToReadableStream` instead of its edge build
 * (docs/adr/0015-node-renderer.md).
 *
 * Next's pages runtime requires `react-dom/server.edge` in Node as well ("TODO: Use Node.js build
 * unless we're in an Edge runtime" in next/dist/server/ReactDOMServerPages.js). The edge build
 * turns every attribute, text and tag into its own Uint8Array with `TextEncoder.encode`: a few
 * thousand small allocations per page, 8 to 12 % of a page's server CPU. React 19's Node build
 * exports the same `renderToReadableStream` and writes those strings straight into its 4 kB
 * buffer with `encodeInto`; the bytes it sends are the same. Installed by instrumentation.ts
 * before the first page module loads, for the Node runtime only.
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

import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { join } from 'node:path';
import { createElement } from 'react';
import { EDGE_RENDERER, NODE_RENDERER, edgeRendererLoaded, installNodeRenderer, nodeRendererAvailable } from '@/server/node-renderer';

type StreamRenderer = { renderToReadableStream: (element: unknown, options?: { nonce?: string }) => Promise<ReadableStream<Uint8Array>> };

const projectRequire = () => createRequire(join(process.cwd(), 'package.json'));

async function html(server: StreamRenderer): Promise<string> {
  const tree = createElement(
    'main',
    { className: 'page', 'data-kind': 'product' },
    createElement('h1', null, 'Trådlöst tangentbord – 729 kr'),
    createElement('p', { title: '"citat" & <tecken>' }, 'Åäö ', 42, ' 🛒'),
    createElement('img', { src: '/a.svg', alt: '' }),
    createElement('script', { nonce: 'n0nce', dangerouslySetInnerHTML: { __html: 'window.x=1' } }),
  );
  return new Response(await server.renderToReadableStream(tree)).text();
}

describe('React Node build for page rendering (server/node-renderer.ts)', () => {
  it("is needed: Next's pages runtime still asks for the edge build", () => {
    // If a Next upgrade stops requiring the edge build, the hook does nothing: drop it then.
    const runtime = readFileSync(join(process.cwd(), 'node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js'), 'utf8');
    expect(runtime).toContain(`require("${EDGE_RENDERER}")`);
  });

  it("finds this React's Node build with renderToReadableStream", () => {
    expect(nodeRendererAvailable()).toBe(true);
    expect(nodeRendererAvailable(() => ({}))).toBe(false);
    expect(
      nodeRendererAvailable(() => {
        throw new Error('Cannot find module');
      }),
    ).toBe(false);
  });

  it('writes the same bytes as the edge build', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = projectRequire();
    const edge = load(EDGE_RENDERER) as StreamRenderer;
    const node = load(NODE_RENDERER) as StreamRenderer;
    const [fromEdge, fromNode] = await Promise.all([html(edge), html(node)]);
    expect(fromNode).toContain('<h1>Trådlöst tangentbord – 729 kr</h1>');
    expect(fromNode).toBe(fromEdge);
    // The edge build's development copy (Jest's) warns where ArrayBuffer.prototype.detached is missing (Node 20)
    // when it writes an empty chunk; nothing else is logged.
    const warned = [...new Set(consoleError.mock.calls.map(([message]) => String(message)))];
    expect(warned).toEqual('detached' in ArrayBuffer.prototype ? [] : [expect.stringMatching(/^React encountered an empty buffer/)]);
    consoleError.mockRestore();
  });

  it("makes Node's require of the edge build load the Node build, once installed", () => {
    // Node's own resolver, as Next's runtime uses it (Jest's require does not go through it).
    const node = Module as unknown as {
      _resolveFilename: (request: string, parent: unknown) => string;
      _nodeModulePaths: (dir: string) => string[];
    };
    const parent = { id: 'next-runtime', filename: join(process.cwd(), 'package.json'), paths: node._nodeModulePaths(process.cwd()) };
    const resolve = (request: string) => node._resolveFilename(request, parent);
    expect(resolve(EDGE_RENDERER)).toMatch(/server\.edge\.js$/);
    expect(installNodeRenderer()).toBe(true);
    expect(installNodeRenderer()).toBe(true);
    expect(resolve(EDGE_RENDERER)).toBe(resolve(NODE_RENDERER));
    expect(resolve(NODE_RENDERER)).toMatch(/server\.node\.js$/);
    expect(resolve('react-dom/server.browser')).toMatch(/server\.browser\.js$/);
  });
});

describe('edgeRendererLoaded', () => {
  it('sees an edge build already in the module cache', () => {
    expect(edgeRendererLoaded({ '/app/node_modules/react-dom/server.edge.js': {} })).toBe(true);
    expect(edgeRendererLoaded({ '/app/node_modules/react-dom/server.node.js': {}, '/app/node_modules/react/index.js': {} })).toBe(false);
  });
});

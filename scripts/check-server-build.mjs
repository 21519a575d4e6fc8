// Checks the production build's server the way `next start` runs it: once the server is up and has
// loaded a page, React's edge renderer must not be loaded, its Node build must (server/node-renderer.ts,
// ADR 0015). A bundler can silently undo that, leaving only a warning in the log: webpack compiled the
// hook's `createRequire(…)` to `undefined`, and every page went back to the edge build. It also checks
// that the styled-components the server loads is the file patches/ changed (docs/adr/0016): were the
// server ever to load another build of it, the patch would silently stop applying. Runs after every
// build (npm test).
import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { createServer } from 'node:http';
import next from 'next';

process.env.LOG_LEVEL ??= 'fatal';
const app = next({ dev: false, dir: process.cwd(), hostname: '127.0.0.1' });
const handle = app.getRequestHandler();
await app.prepare();
const server = createServer((req, res) => void handle(req, res)).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const response = await fetch(`http://127.0.0.1:${port}/robots.txt`);
await response.arrayBuffer();
// A page renders through _document and _app, which load styled-components (any status: no upstream is running).
await (await fetch(`http://127.0.0.1:${port}/sv-SE/`)).arrayBuffer();

const loaded = Object.keys(Module._cache);
const edge = loaded.some((file) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\./.test(file));
const node = loaded.some((file) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\./.test(file));
const styled = loaded.filter((file) => /[\\/]styled-components[\\/]dist[\\/].+\.js$/.test(file));
const patched = styled.length > 0 && styled.every((file) => readFileSync(file, 'utf8').includes('nfStylisOnce'));
server.close();
if (response.status !== 200 || edge || !node || !patched) {
  console.error(
    `Server build check failed: /robots.txt answered ${response.status}; React's edge renderer ${edge ? 'is' : 'is not'} loaded, its Node build ${node ? 'is' : 'is not'}; ` +
      `styled-components loaded from ${styled.join(', ') || 'nowhere'} ${patched ? 'is' : 'is not'} the patched file (docs/adr/0016).`,
  );
  process.exit(1);
}
console.log("server build: pages render with React's Node build, not the edge build; styled-components is the patched file");
process.exit(0);

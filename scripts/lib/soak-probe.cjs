// Loaded into the `next start` of `npm run soak` only (`node --expose-gc -r scripts/lib/soak-probe.cjs`),
// never into a deployment: a loopback HTTP endpoint on SOAK_PROBE_PORT that lets the soak measure what
// the server keeps alive rather than what it has allocated so far.
//   GET /gc                     runs a full garbage collection, answers process.memoryUsage() (bytes) after it
//   GET /snapshot?file=<path>   writes a V8 heap snapshot there (blocks the process while it writes; after a GC)
// The soak calls /gc between its minutes, when no request is running. A child process Next may fork
// inherits SOAK_PROBE_PORT; its listen fails and is ignored (the soak measures the process it started).
'use strict';
const { createServer } = require('node:http');
const { writeHeapSnapshot } = require('node:v8');

const port = Number(process.env.SOAK_PROBE_PORT);
if (port > 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://probe');
    try {
      if (url.pathname === '/gc') {
        if (typeof global.gc !== 'function') throw new Error('start node with --expose-gc');
        global.gc();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(process.memoryUsage()));
      } else if (url.pathname === '/snapshot' && url.searchParams.get('file')) {
        const file = writeHeapSnapshot(url.searchParams.get('file'));
        res.end(file);
      } else {
        res.statusCode = 404;
        res.end();
      }
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  server.on('error', () => {});
  server.listen(port, '127.0.0.1');
  server.unref();
}

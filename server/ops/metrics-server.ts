/**
 * The operations port (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default): `/metrics` in Prometheus' text format and the health endpoints
 * with their detail as JSON. It is a separate small node:http server so that nothing of it is reachable through the shop's own port or the
 * edge (docs/operations.md, Exposure).
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Readiness } from './health';

export interface MetricsServerOptions {
  host: string;
  port: number;
  registry: Registry;
  readiness: () => Promise<Readiness>;
  /** Servers whose requests the HTTP hooks must not count; this one is added. */
  ignore: WeakSet<Server>;
}

export function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    if (path === '/metrics') {
      // Readiness first, so nordfynd_ready is current in this scrape.
      void options
        .readiness()
        .catch(() => undefined)
        .then(() => options.registry.metrics())
        .then(
          (text) => send(200, options.registry.contentType, text),
          () => send(500, 'text/plain', 'metrics failed\n'),
        );
      return;
    }
    if (path === '/health/live') return send(200, 'application/json', '{"live":true}\n');
    if (path === '/health/ready') {
      void options.readiness().then(
        (r) => send(r.ready ? 200 : 503, 'application/json', `${JSON.stringify(r)}\n`),
        () => send(503, 'application/json', '{"ready":false,"reasons":["readiness check failed"]}\n'),
      );
      return;
    }
    send(404, 'text/plain', 'not found\n');
  });
  options.ignore.add(server);
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

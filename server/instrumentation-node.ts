/** What a Node server process sets up before its first request (called by instrumentation.ts in the Node runtime only). */
import { installMethodGuard } from './method-guard';
import { installNodeRenderer } from './node-renderer';
import { rootLogger } from './log/pino-logger';
import { installOps } from './ops/install';

export async function registerNode(): Promise<void> {
  // Pages render with React's Node build, not the edge build Next asks for (server/node-renderer.ts).
  if (!installNodeRenderer()) {
    rootLogger().warn({ event: 'node-renderer-unavailable' }, "pages render with React's edge build (slower): see server/node-renderer.ts");
  }
  // TRACE/TRACK would otherwise fail inside Next with a 500 before proxy.ts runs (server/method-guard.ts).
  await installMethodGuard();
  // Metrics, the health endpoints and the drain on SIGTERM (server/ops/install.ts, docs/operations.md).
  await installOps();
}

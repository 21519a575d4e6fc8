/** Runs once when a server process starts (Next's instrumentation hook), before the first request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Pages render with React's Node build, not the edge build Next asks for (server/node-renderer.ts).
  const { installNodeRenderer } = await import('./server/node-renderer');
  if (!installNodeRenderer()) {
    const { rootLogger } = await import('./server/logger');
    rootLogger().warn({ event: 'node-renderer-unavailable' }, "pages render with React's edge build (slower): see server/node-renderer.ts");
  }
  // TRACE/TRACK would otherwise fail inside Next with a 500 before proxy.ts runs (server/method-guard.ts).
  const { installMethodGuard } = await import('./server/method-guard');
  await installMethodGuard();
  // Metrics, the health endpoints and the drain on SIGTERM (server/ops/install.ts, docs/operations.md).
  // Inside its own constant condition, so `next dev`'s edge compilation of this file never resolves
  // the node: modules, ioredis and prom-client behind it (an early return does not keep them out).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installOps } = await import('./server/ops/install');
    await installOps();
  }
}

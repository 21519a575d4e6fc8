/**
 * Runs once when a server process starts (Next's instrumentation hook), before the first request.
 * Next compiles this file for the edge runtime as well (in `next dev` too): everything that needs
 * Node (`node:http`, `node:module`) lives in server/instrumentation-node.ts, imported only inside
 * the `NEXT_RUNTIME === 'nodejs'` branch, which the bundler drops from the edge build.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./server/instrumentation-node');
    await registerNode();
  }
}

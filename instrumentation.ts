/** Runs once when a server process starts (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // TRACE/TRACK would otherwise fail inside Next with a 500 before proxy.ts runs (server/method-guard.ts).
  const { installMethodGuard } = await import('./server/method-guard');
  await installMethodGuard();
}

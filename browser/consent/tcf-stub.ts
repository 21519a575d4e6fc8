/**
 * `window.__tcfapi` before the CMP has loaded, as the IAB's stub does: calls are kept, and the first one loads and starts the
 * CMP (browser/consent/cmp.ts), which then answers them. So the TCF libraries load only when a vendor asks or the shopper
 * chooses, not with every page. The CMP's CallResponder finds no queue here (`__tcfapi()` answers []): the calls are put again
 * once it has its TC string, so that none is answered before.
 */
type TcfApi = (...args: unknown[]) => unknown;

export function installTcfStub(start: () => Promise<void>): void {
  const win = window as unknown as { __tcfapi?: TcfApi };
  if (typeof win.__tcfapi === 'function') return;
  const waiting: unknown[][] = [];
  const stub: TcfApi = (...args) => {
    if (args.length === 0) return [];
    waiting.push(args);
    if (waiting.length === 1)
      void start().then(() => (win.__tcfapi === stub ? undefined : waiting.splice(0).forEach((call) => win.__tcfapi?.(...call))));
    return undefined;
  };
  win.__tcfapi = stub;
}

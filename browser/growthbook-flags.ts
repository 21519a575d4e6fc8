/**
 * GrowthBook in the browser, imported only when it is configured, so otherwise neither the SDK nor a request exists
 * (docs/consent-tracking-flags.md#feature-flags).
 */
import { configureCache, GrowthBook } from '@growthbook/growthbook-react';
import { flagsFromGrowthBook } from '@/lib/feature-flags';

const FLAG_FLUSH_MS = 2000;

export interface GrowthBookOptions {
  apiHost: string;
  clientKey: string;
  userId: string | undefined;
  onFlags: (remote: Record<string, boolean>) => void;
  onError: (error: unknown) => void;
}

export function startGrowthBook({ apiHost, clientKey, userId, onFlags, onError }: GrowthBookOptions): () => void {
  configureCache({ cacheKey: 'gbFeaturesCache', staleTTL: 60_000 });
  const gb = new GrowthBook({ apiHost, clientKey, attributes: userId ? { id: userId } : {} });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    onFlags(flagsFromGrowthBook((name) => gb.isOn(name), Object.keys(gb.getFeatures())));
  };
  gb.setRenderer(() => {
    timer ??= setTimeout(flush, FLAG_FLUSH_MS);
  });
  gb.init({ streaming: true, timeout: 2000 })
    .then((result) => (result.success ? flush() : onError(result.error ?? new Error(`feature flags: ${result.source}`))))
    .catch(onError);
  return () => {
    if (timer) clearTimeout(timer);
    gb.destroy();
  };
}

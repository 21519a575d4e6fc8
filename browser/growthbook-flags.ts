/**
 * GrowthBook in the browser. Loaded with a dynamic import only when
 * NEXT_PUBLIC_GROWTHBOOK_API_HOST and NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY are set
 * (components/flags/feature-flags-sync.tsx); otherwise neither this module nor
 * the SDK is in any bundle that loads, and no request is made.
 *
 * docs/spec.md §9 through GrowthBook's own settings: definitions from
 * {apiHost}/api/features/{clientKey}, cached under gbFeaturesCache and stale
 * after 60 s (configureCache); realtime updates over its event stream, whose
 * reconnect backoff the SDK caps at 5 minutes after more than 3 consecutive
 * errors. Updates are queued and flushed into the store every 2 s at most.
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

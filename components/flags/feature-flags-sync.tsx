import { useEffect } from 'react';
import { readBrowserCookie } from '@/browser/browser-cookies';
import { parseCookies } from '@/lib/cookies';
import { featureFlagDefaults, flagOverridesFromCookies, resolveFlags } from '@/lib/feature-flags';
import { whenIdle } from '@/browser/idle';
import { clientLogger } from '@/browser/beacon-logger';
import { publicGrowthBook } from '@/lib/public-env';
import { useAppDispatch } from '@/store/hooks';
import { featureFlagsOverridden, featureFlagsUpdated } from '@/store/site-slice';

const { apiHost: API_HOST, clientKey: CLIENT_KEY } = publicGrowthBook();

const overrides = () => flagOverridesFromCookies(parseCookies(document.cookie));

/**
 * Keeps the store's feature flags current in the browser: cookie overrides,
 * and GrowthBook's definitions (with realtime updates) when it is configured.
 */
export function FeatureFlagsSync() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!API_HOST || !CLIENT_KEY) {
      dispatch(featureFlagsOverridden(overrides()));
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('@/browser/growthbook-flags').then(({ startGrowthBook }) => {
        if (cancelled) return;
        stop = startGrowthBook({
          apiHost: API_HOST,
          clientKey: CLIENT_KEY,
          userId: readBrowserCookie('userId'),
          onFlags: (remote) => dispatch(featureFlagsUpdated(resolveFlags(featureFlagDefaults(), remote, overrides()))),
          onError: (error) =>
            clientLogger.warn({ err: error instanceof Error ? error.message : String(error) }, 'feature flags: using defaults'),
        });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [dispatch]);
  return null;
}

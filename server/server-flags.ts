/**
 * Feature flags for server rendering (defaults, GrowthBook when configured, cookie overrides), so the HTML already shows what the browser
 * will. Without GrowthBook the SDK is never loaded (docs/consent-tracking-flags.md#feature-flags).
 */
import { featureFlagDefaults, flagOverridesFromCookies, flagsFromGrowthBook, resolveFlags } from '@/lib/feature-flags';
import type { Logger } from '@/lib/logger';
import { serverEnv } from './env';

/** GrowthBook's cache (key gbFeaturesCache, stale after 60 s) is per process and shared by all requests. */
async function remoteFlags(apiHost: string, clientKey: string, log: Logger): Promise<Record<string, boolean> | null> {
  try {
    const { GrowthBook } = await import('@growthbook/growthbook-react');
    // No per-shopper attributes here: the HTML may be shared by a CDN. The browser re-evaluates with the user id.
    const gb = new GrowthBook({ apiHost, clientKey });
    try {
      const result = await gb.init({ timeout: 1000, streaming: false });
      if (!result.success) {
        log.warn({ source: result.source, err: result.error?.message }, 'feature flags: using defaults');
        return null;
      }
      return flagsFromGrowthBook((name) => gb.isOn(name), Object.keys(gb.getFeatures()));
    } finally {
      gb.destroy();
    }
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'feature flags: using defaults');
    return null;
  }
}

export interface ServerFlags {
  flags: Record<string, boolean>;
  /** The browser overrides flags: the HTML is this browser's own. */
  overridden: boolean;
}

export async function serverFeatureFlags(cookies: Record<string, string>, log: Logger): Promise<ServerFlags> {
  const { GROWTHBOOK_API_HOST: apiHost, GROWTHBOOK_CLIENT_KEY: clientKey } = serverEnv();
  const remote = apiHost && clientKey ? await remoteFlags(apiHost, clientKey, log) : null;
  const overrides = flagOverridesFromCookies(cookies);
  return { flags: resolveFlags(featureFlagDefaults(), remote, overrides), overridden: Object.keys(overrides).length > 0 };
}

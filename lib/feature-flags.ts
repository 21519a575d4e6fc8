/**
 * Feature-flag defaults from configuration (docs/spec.md §3): NEXT_PUBLIC_FEATURE_FLAGS holds "name=true,other=false". Per-browser cookie
 * overrides and remote definitions build on these.
 */
import { publicFeatureFlags } from './public-env';

/** @public (the contract names it; read by a reader or a type check, not imported) */
export const KNOWN_FLAGS = ['new-product-card', 'shared-cart-button'] as const;
type FlagName = (typeof KNOWN_FLAGS)[number];

const BUILT_IN: Record<FlagName, boolean> = { 'new-product-card': false, 'shared-cart-button': true };

function parseFlagList(text: string | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const pair of (text ?? '').split(',')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name && (value === 'true' || value === 'false')) flags[name] = value === 'true';
  }
  return flags;
}

export function featureFlagDefaults(): Record<string, boolean> {
  return { ...BUILT_IN, ...parseFlagList(publicFeatureFlags()) };
}

/** Per-browser overrides: a cookie `nf_ff_<flag>` whose value is exactly `true` or `false`. */
const FLAG_COOKIE_PREFIX = 'nf_ff_';
const FLAG_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The overrides among a request's (or document.cookie's) parsed cookies; any other value is ignored. */
export function flagOverridesFromCookies(cookies: Record<string, string>): Record<string, boolean> {
  const overrides: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(cookies)) {
    if (!name.startsWith(FLAG_COOKIE_PREFIX)) continue;
    const flag = name.slice(FLAG_COOKIE_PREFIX.length);
    if (FLAG_NAME.test(flag) && (value === 'true' || value === 'false')) overrides[flag] = value === 'true';
  }
  return overrides;
}

/** Configuration defaults, then remote definitions (GrowthBook), then the browser's cookie overrides. */
export function resolveFlags(
  defaults: Record<string, boolean>,
  remote: Record<string, boolean> | null,
  overrides: Record<string, boolean>,
): Record<string, boolean> {
  return { ...defaults, ...(remote ?? {}), ...overrides };
}

/** The flags GrowthBook defines, on or off; flags it does not define keep their defaults. */
export function flagsFromGrowthBook(isOn: (name: string) => boolean, defined: string[]): Record<string, boolean> {
  return Object.fromEntries(defined.map((name) => [name, isOn(name)]));
}

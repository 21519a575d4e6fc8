/**
 * Feature-flag defaults from configuration (SPEC §3): NEXT_PUBLIC_FEATURE_FLAGS
 * holds "name=true,other=false". Per-browser cookie overrides and remote
 * definitions build on these.
 */
export const KNOWN_FLAGS = ['new-product-card', 'shared-cart-button'] as const;
export type FlagName = (typeof KNOWN_FLAGS)[number];

const BUILT_IN: Record<FlagName, boolean> = { 'new-product-card': false, 'shared-cart-button': true };

export function parseFlagList(text: string | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const pair of (text ?? '').split(',')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name && (value === 'true' || value === 'false')) flags[name] = value === 'true';
  }
  return flags;
}

export function featureFlagDefaults(): Record<string, boolean> {
  return { ...BUILT_IN, ...parseFlagList(process.env.NEXT_PUBLIC_FEATURE_FLAGS) };
}

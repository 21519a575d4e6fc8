/**
 * Site data from the shop service, loaded with every page on the server (docs/spec.md §3 "Other state"): settings, footer, badges, shipping
 * fee, feature flags. A part that failed to load stays null and the shell renders without it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BadgeMap, Fees, Footer, SiteSettings } from '@/services/shop/models';
import { DEFAULT_HEADER_COLOR } from '@/services/shop/mappers';

export interface SiteState {
  settings: SiteSettings | null;
  footer: Footer | null;
  badges: BadgeMap;
  fees: Fees | null;
  featureFlags: Record<string, boolean>;
}

export const initialSiteState: SiteState = { settings: null, footer: null, badges: {}, fees: null, featureFlags: {} };

const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    /** Flags re-resolved in the browser: remote definitions (GrowthBook) and cookie overrides. */
    featureFlagsUpdated(state, action: PayloadAction<Record<string, boolean>>) {
      state.featureFlags = action.payload;
    },
    /** This browser's cookie overrides, over whatever the flags are now. */
    featureFlagsOverridden(state, action: PayloadAction<Record<string, boolean>>) {
      Object.assign(state.featureFlags, action.payload);
    },
  },
  selectors: {
    selectFooter: (state) => state.footer,
    selectBadges: (state) => state.badges,
    selectFees: (state) => state.fees,
    selectHeaderColor: (state) => state.settings?.defaultHeaderColor ?? DEFAULT_HEADER_COLOR,
    selectFeatureFlag: (state, name: string) => state.featureFlags[name] ?? false,
  },
});

export const { featureFlagsUpdated, featureFlagsOverridden } = siteSlice.actions;
export const { selectFooter, selectBadges, selectFees, selectHeaderColor, selectFeatureFlag } = siteSlice.selectors;
export default siteSlice;

// @ts-check
/**
 * What `use-sync-external-store/shim` is to the browser's bundle (next.config.js aliases it here): React 19 has
 * `useSyncExternalStore`, so the shim's fallback for React 16 and 17 (0.4 kB gzip that react-i18next brought into every
 * first load) is never run. SWR imports it too.
 */
export { useSyncExternalStore } from 'react';

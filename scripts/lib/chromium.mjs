import { existsSync } from 'node:fs';

/** The Chromium that e2e tests and benchmarks drive: PLAYWRIGHT_CHROMIUM_PATH, else Debian's, else Playwright's own. */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Its flags in every run: no sandbox or GPU, and no traffic of its own (updates, sync, QUIC) beside the page's. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

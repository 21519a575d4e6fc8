// `npm run test:dev`: `npm run dev` works and looks like production. Starts it (the local services and
// `next dev`) on free loopback ports (or PORT and DEV_SERVICES_PORT), fetches the start, category, product,
// cart and DYO engine pages in two locales (200, a whole page, no error overlay or build error), opens the
// Swedish ones in Chromium (no console error or warning, no CSP violation, the page-wide styles applied as
// a production build applies them), then edits a component and waits until the page shows the edit. The
// edit is undone whatever happens. The dev server's own output must hold no React warning. Part of `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const EDITED = 'components/footer/footer.tsx';
const ANCHOR = 'const Wrapper = styled.footer`\n';
/** Time an edit may take to show (the first recompile of a page on a 2-core machine included). */
const EDIT_BUDGET_MS = Number(process.env.DEV_SMOKE_EDIT_BUDGET_MS ?? 15_000);

const PAGES = [
  [
    'sv-SE',
    '/sv-SE/',
    '/sv-SE/kategori/horlurar/',
    '/sv-SE/produkt/100037/',
    '/sv-SE/varukorg/',
    '/sv-SE/designa/mobilskal/verktyg/?nordfyndArticleId=190003',
  ],
  [
    'fi-FI',
    '/fi-FI/',
    '/fi-FI/kategoria/kissa/',
    '/fi-FI/tuote/100037/',
    '/fi-FI/ostoskarry/',
    '/fi-FI/suunnittele/puhelimen-kuori/tyokalu/?nordfyndArticleId=190003',
  ],
];
/** What a failed dev page shows instead of the page. */
const BROKEN = [/Module build failed/, /Unhandled Runtime Error/, /__next_error__/, /nextjs-container-errors/, /Internal Server Error/];

const original = readFileSync(EDITED, 'utf8');
if (!original.includes(ANCHOR))
  throw new Error(`${EDITED} no longer starts its footer with ${JSON.stringify(ANCHOR)}: update scripts/dev-smoke.mjs`);
let edited = false;
function restore() {
  if (edited) writeFileSync(EDITED, original);
  edited = false;
}
process.on('exit', restore);

/**
 * What a production build computes on every page (styles/global.css), as literals: `next dev` must match.
 * The visually hidden label is the search field's, on every page.
 */
const PRODUCTION_STYLES = {
  bodyFontFamily: 'Mulish, "Mulish Fallback", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  bodyMargin: '0px',
  hiddenLabelClip: 'rect(0px, 0px, 0px, 0px)',
};
/** Lines of `next dev`'s output that are a React or Next warning about our code. */
const SERVER_WARNING = /React does not recognize|Warning: |⨯/;

const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
const servicesPort = process.env.DEV_SERVICES_PORT ? Number(process.env.DEV_SERVICES_PORT) : await freePort();
const base = `http://127.0.0.1:${port}`;
const dev = start('npm run dev', 'node', ['scripts/dev.mjs'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { PORT: String(port), DEV_SERVICES_PORT: String(servicesPort) },
});
const serverWarnings = [];
for (const stream of [dev.stdout, dev.stderr]) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (SERVER_WARNING.test(line)) serverWarnings.push(line.trim());
  });
}

/** Opens a page in Chromium; returns what is wrong with it (empty when nothing is). */
async function browserCheck(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  try {
    // As a developer opens it: `next dev` serves its hot-reload socket to localhost, not to another host name.
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 60_000 });
    // The dev tools mount after hydration; what they and the page's effects log comes within a moment.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const styles = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const label = document.querySelector('label[for="site-search"]');
      return {
        bodyFontFamily: body.fontFamily,
        bodyMargin: body.margin,
        hiddenLabelClip: label ? getComputedStyle(label).clip : 'no visually hidden label in the header',
      };
    });
    for (const [name, expected] of Object.entries(PRODUCTION_STYLES)) {
      if (styles[name] !== expected)
        problems.push(`${name} is ${JSON.stringify(styles[name])}, production has ${JSON.stringify(expected)}`);
    }
  } catch (error) {
    problems.push(String(error));
  } finally {
    await context.close();
  }
  return problems;
}

const failures = [];
async function page(path) {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(120_000) });
  return { status: response.status, html: await response.text(), url: response.url };
}

try {
  await waitForUrl(`http://127.0.0.1:${servicesPort}/__control/health`, 60_000);
  await waitForUrl(`${base}/favicon.svg`, 120_000);
  for (const [locale, ...paths] of PAGES) {
    for (const path of paths) {
      const started = Date.now();
      const { status, html } = await page(path);
      const ms = Date.now() - started;
      const whole = html.includes('</html>') && html.includes(`lang="${locale}"`) && html.length > 10_000;
      const broken = BROKEN.find((pattern) => pattern.test(html));
      const ok = status === 200 && whole && !broken;
      console.log(`${ok ? '✓' : '✖'} ${path} ${status} ${Math.round(html.length / 1024)} kB ${ms} ms${broken ? ` (${broken})` : ''}`);
      if (!ok) failures.push(path);
    }
  }

  // In a browser, the first locale's pages (the second's differ in text only).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const path of PAGES[0].slice(1)) {
      const started = Date.now();
      const problems = await browserCheck(browser, path);
      console.log(
        `${problems.length === 0 ? '✓' : '✖'} ${path} in Chromium ${Date.now() - started} ms${problems.map((p) => `\n    ${p}`).join('')}`,
      );
      if (problems.length > 0) failures.push(`${path} in Chromium`);
    }
  } finally {
    await browser.close();
  }

  // An edit shows: a custom property in the footer's styles, rendered into the page's <style>.
  const marker = `--dev-smoke-${Date.now()}`;
  edited = true;
  writeFileSync(EDITED, original.replace(ANCHOR, `${ANCHOR}  ${marker}: 1;\n`));
  const editedAt = Date.now();
  let shownAfter = null;
  while (Date.now() - editedAt < EDIT_BUDGET_MS) {
    const { html } = await page('/sv-SE/');
    if (html.includes(marker)) {
      shownAfter = Date.now() - editedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  restore();
  console.log(
    shownAfter === null
      ? `✖ an edit to ${EDITED} did not show within ${EDIT_BUDGET_MS} ms`
      : `✓ an edit to ${EDITED} showed after ${shownAfter} ms`,
  );
  if (shownAfter === null) failures.push('edit');
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  restore();
}

console.log(
  serverWarnings.length === 0 ? '✓ no warning from next dev' : `✖ next dev warned:${serverWarnings.map((w) => `\n    ${w}`).join('')}`,
);
if (serverWarnings.length > 0) failures.push('next dev warnings');
console.log(
  failures.length === 0
    ? '\n✔ npm run dev serves every page as production shows it, and shows edits'
    : `\n✖ npm run dev: ${failures.join(', ')}`,
);
stopAll(failures.length === 0 ? 0 : 1);

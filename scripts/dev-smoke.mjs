// `npm run test:dev`: `npm run dev` works. Starts it (the local services and `next dev`) on free
// loopback ports, fetches the start, category, product, cart and DYO engine pages in two locales
// (200, a whole page, no error overlay or build error), then edits a component and waits until the
// page shows the edit. The edit is undone whatever happens. Part of `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const EDITED = 'components/footer/footer.tsx';
const ANCHOR = 'const Wrapper = styled.footer`\n';
/** Time an edit may take to show (the first recompile of a page on a 2-core machine included). */
const EDIT_BUDGET_MS = Number(process.env.DEV_SMOKE_EDIT_BUDGET_MS ?? 15_000);

const PAGES = [
  ['sv-SE', '/sv-SE/', '/sv-SE/kategori/horlurar/', '/sv-SE/produkt/100037/', '/sv-SE/varukorg/', '/sv-SE/designa/mobilskal/verktyg/?nordfyndArticleId=190003'],
  ['fi-FI', '/fi-FI/', '/fi-FI/kategoria/kissa/', '/fi-FI/tuote/100037/', '/fi-FI/ostoskarry/', '/fi-FI/suunnittele/puhelimen-kuori/tyokalu/?nordfyndArticleId=190003'],
];
/** What a failed dev page shows instead of the page. */
const BROKEN = [/Module build failed/, /Unhandled Runtime Error/, /__next_error__/, /nextjs-container-errors/, /Internal Server Error/];

const original = readFileSync(EDITED, 'utf8');
if (!original.includes(ANCHOR)) throw new Error(`${EDITED} no longer starts its footer with ${JSON.stringify(ANCHOR)}: update scripts/dev-smoke.mjs`);
let edited = false;
function restore() {
  if (edited) writeFileSync(EDITED, original);
  edited = false;
}
process.on('exit', restore);

const port = await freePort();
const servicesPort = await freePort();
const base = `http://127.0.0.1:${port}`;
start('npm run dev', 'node', ['scripts/dev.mjs'], { quiet: true, env: { PORT: String(port), DEV_SERVICES_PORT: String(servicesPort) } });

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
  console.log(shownAfter === null ? `✖ an edit to ${EDITED} did not show within ${EDIT_BUDGET_MS} ms` : `✓ an edit to ${EDITED} showed after ${shownAfter} ms`);
  if (shownAfter === null) failures.push('edit');
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  restore();
}

console.log(failures.length === 0 ? '\n✔ npm run dev serves every page and shows edits' : `\n✖ npm run dev: ${failures.join(', ')}`);
stopAll(failures.length === 0 ? 0 : 1);

// Reports each page's first-load JavaScript (gzip) from the build output and
// fails when a page is over its budget in bundle-budget.json.
// First load = the scripts of /_app plus the page's own, as .next/build-manifest.json lists them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, '.next/build-manifest.json'), 'utf8'));
const budget = JSON.parse(readFileSync(join(root, 'bundle-budget.json'), 'utf8'));
const sizeCache = new Map();

function gzipSize(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(join(root, '.next', file)), { level: 9 }).length);
  return sizeCache.get(file);
}

const shared = (manifest.pages['/_app'] ?? []).filter((f) => f.endsWith('.js'));
const rows = [];
let failed = false;
for (const [page, files] of Object.entries(manifest.pages)) {
  if (page === '/_app' || page === '/_error') continue;
  const all = [...new Set([...shared, ...files.filter((f) => f.endsWith('.js'))])];
  const kb = all.reduce((sum, file) => sum + gzipSize(file), 0) / 1000;
  const limit = budget.pages[page] ?? budget.defaultBudgetKb;
  const over = kb > limit;
  failed ||= over;
  rows.push({ page, 'first load (kB gzip)': kb.toFixed(1), 'budget (kB)': limit, status: over ? 'OVER' : 'ok' });
}
console.table(rows);
const sharedKb = shared.reduce((sum, file) => sum + gzipSize(file), 0) / 1000;
console.log(`shared by all pages: ${sharedKb.toFixed(1)} kB gzip`);
if (failed) {
  console.error('Bundle budget exceeded: load the extra code later (dynamic import) or raise the budget with a reason.');
  process.exit(1);
}

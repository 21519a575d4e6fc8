import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * patches/ holds the fixes `npm install` applies to dependencies (patch-package, in postinstall).
 * Each is checked here so a missing one fails fast with its reason; the e2e suite, which starts
 * the app with `next start -H 127.0.0.1`, fails on every localized page without it.
 */
describe('patched dependencies', () => {
  it('next: a proxy rewrite stays internal when the server binds a loopback address (vercel/next.js#94745)', () => {
    const source = readFileSync(join(process.cwd(), 'node_modules/next/dist/server/lib/router-utils/resolve-routes.js'), 'utf8');
    expect(source).toContain('formatHostname)(initHostname)');
    const pattern = /const initHostname = \/(.+)\/\.test/.exec(source)?.[1] ?? '';
    const loopback = new RegExp(pattern);
    for (const host of ['127.0.0.1', '127.1.2.3', '[::1]', '::1', 'localhost']) expect([host, loopback.test(host)]).toEqual([host, true]);
    for (const host of ['0.0.0.0', 'shop.example', '10.0.0.1', '127.0.0.1.example']) expect([host, loopback.test(host)]).toEqual([host, false]);
  });
});

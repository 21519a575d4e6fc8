import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * patches/ holds the changes `npm install` applies to dependencies (patch-package, in postinstall).
 * Each is checked here so a missing one fails fast with its reason. Without the Next one, the e2e
 * suite (which starts the app with `next start -H 127.0.0.1`) also fails on every localized page;
 * without the styled-components one, pages only cost more CPU (docs/adr/0016).
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

describe('styled-components: a static rule set is compiled once per process, not once per page', () => {
  it('gives every server render the same CSS and runs stylis for it only the first time', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { default: styled, ServerStyleSheet, StyleSheetManager } = await import('styled-components');
    let compiled = 0;
    // A stylis plugin sees every rule stylis compiles; a cached rule set never reaches it.
    const counter = Object.assign((element: { type: string }) => {
      if (element.type === 'rule') compiled += 1;
    }, { toString: () => 'count' });
    Object.defineProperty(counter, 'name', { value: 'count-compiled-rules' });
    const Box = styled.section`
      display: grid;
      gap: 8px;
      & > h2 { color: rebeccapurple; }
    `;
    const page = () => {
      const sheet = new ServerStyleSheet();
      const html = renderToString(sheet.collectStyles(createElement(StyleSheetManager, { stylisPlugins: [counter] }, createElement(Box, null, createElement('h2', null, 'Fynd')))));
      const css = sheet.getStyleTags();
      sheet.seal();
      return { html, css };
    };
    const first = page();
    const afterFirst = compiled;
    const second = page();
    expect(afterFirst).toBeGreaterThan(0);
    expect(compiled).toBe(afterFirst);
    expect(second).toEqual(first);
    expect(first.css).toContain('color:rebeccapurple');
  });
});

describe('patch-package (issue 23, finding 8)', () => {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };

  it('is a dev dependency, not shipped with the production dependencies', () => {
    expect(manifest.dependencies['patch-package']).toBeUndefined();
    expect(manifest.devDependencies['patch-package']).toBeDefined();
  });

  it('postinstall applies the patches when patch-package is there, and an install without dev dependencies still succeeds (with a warning)', () => {
    const script = join(process.cwd(), 'scripts/postinstall.mjs');
    expect(manifest.scripts.postinstall).toBe('node scripts/postinstall.mjs');
    const here = spawnSync(process.execPath, [script], { cwd: process.cwd(), encoding: 'utf8' });
    expect(here.status).toBe(0);
    expect(here.stdout).toMatch(/next@16\.4\.6 ✔/);
    const bare = mkdtempSync(join(tmpdir(), 'nf-postinstall-'));
    try {
      writeFileSync(join(bare, 'package.json'), '{}');
      const omitted = spawnSync(process.execPath, [script], { cwd: bare, encoding: 'utf8' });
      expect(omitted.status).toBe(0);
      expect(omitted.stderr).toMatch(/NOT applied/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

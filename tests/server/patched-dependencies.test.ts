import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * patches/ holds the one change `npm install` applies to a dependency (patch-package, in postinstall):
 * styled-components compiles a static rule set once per process (docs/adr/0016). Its version is pinned
 * exactly in package.json, so a routine bump cannot silently drop the patch;
 * scripts/check-server-build.mjs checks after every build that the server loads the patched file.
 * Next needs no patch: every script starts it with `-H localhost` (docs/adr/0014).
 */
describe('patched dependencies', () => {
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('patches only styled-components, at the exact version package.json pins', () => {
    expect(readdirSync(join(process.cwd(), 'patches'))).toEqual([`styled-components+${pkg.dependencies['styled-components']}.patch`]);
    expect(pkg.dependencies['styled-components']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.dependencies.next).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.dependencies['patch-package']).toBeUndefined();
    expect(pkg.devDependencies['patch-package']).toBeDefined();
  });

  it('starts Next on "localhost", where a proxy rewrite stays in the process (never -H 127.0.0.1)', () => {
    const files = [
      'playwright.config.ts',
      'scripts/scale/stack.mjs',
      'scripts/bench.mjs',
      'scripts/bench-lighthouse.mjs',
      'scripts/soak.mjs',
      'scripts/demo.mjs',
      'scripts/dev.mjs',
    ];
    for (const file of files) {
      const source = readFileSync(join(process.cwd(), file), 'utf8');
      expect([file, /-H['",\s]+localhost/.test(source)]).toEqual([file, true]);
      expect([file, /-H['",\s]+127\./.test(source)]).toEqual([file, false]);
    }
  });
});

describe('styled-components: a static rule set is compiled once per process, not once per page', () => {
  it('gives every server render the same CSS and runs stylis for it only the first time', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { default: styled, ServerStyleSheet, StyleSheetManager } = await import('styled-components');
    let compiled = 0;
    // A stylis plugin sees every rule stylis compiles; a cached rule set never reaches it.
    const counter = Object.assign(
      (element: { type: string }) => {
        if (element.type === 'rule') compiled += 1;
      },
      { toString: () => 'count' },
    );
    Object.defineProperty(counter, 'name', { value: 'count-compiled-rules' });
    const Box = styled.section`
      display: grid;
      gap: 8px;
      & > h2 {
        color: rebeccapurple;
      }
    `;
    const page = () => {
      const sheet = new ServerStyleSheet();
      const html = renderToString(
        sheet.collectStyles(
          createElement(StyleSheetManager, { stylisPlugins: [counter] }, createElement(Box, null, createElement('h2', null, 'Fynd'))),
        ),
      );
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

describe('styled-components: a static component in a sheet that has its rules takes them without joining them again', () => {
  it('reads its rules only on its first render into a sheet; a component with a function still runs it every render', async () => {
    const { createElement, Fragment } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { default: styled, keyframes, ServerStyleSheet } = await import('styled-components');
    const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
    // Joining a component's rules asks each keyframes in them for its name.
    const names = jest.spyOn(spin, 'getName');
    const Static = styled.span`
      animation: ${spin} 1s;
      color: teal;
    `;
    let calls = 0;
    const Dynamic = styled.span<{ $tone: string }>`
      color: ${(props) => {
        calls += 1;
        return props.$tone;
      }};
    `;
    const page = () => {
      const sheet = new ServerStyleSheet();
      const spans = Array.from({ length: 5 }, (_, i) =>
        createElement(Fragment, { key: i }, createElement(Static, null, 'a'), createElement(Dynamic, { $tone: 'red' }, 'b')),
      );
      const html = renderToString(sheet.collectStyles(createElement('div', null, spans)));
      const css = sheet.getStyleTags();
      sheet.seal();
      return { html, css };
    };
    const first = page();
    const perPage = names.mock.calls.length;
    const second = page();
    expect(second).toEqual(first);
    expect(first.css).toContain('color:teal');
    expect(first.css).toContain('@keyframes');
    expect(first.html.match(/class="[^"]+"/g)).toHaveLength(10);
    // Once per page for the sheet (its name and its injection), not once per element.
    expect(names.mock.calls.length - perPage).toBe(perPage);
    expect(perPage).toBeLessThanOrEqual(3);
    expect(calls).toBe(10);
  });
});

describe('styled-components: a static component takes its compiled rules into a new sheet without joining them', () => {
  it("reads its rules on the process's first render only, and every page gets the same CSS", async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { default: styled, ServerStyleSheet } = await import('styled-components');
    const Inner = styled.em`
      font-style: normal;
    `;
    const Card = styled.article`
      padding: 12px;
      & > ${Inner} {
        color: olive;
      }
    `;
    const page = () => {
      const sheet = new ServerStyleSheet();
      const html = renderToString(sheet.collectStyles(createElement(Card, null, createElement(Inner, null, 'Fynd'))));
      const css = sheet.getStyleTags();
      sheet.seal();
      return { html, css };
    };
    const first = page();
    // Joining the rules reads them one by one; the compiled rules of the first page need none of that.
    let reads = 0;
    const style = (Card as unknown as { componentStyle: { rules: unknown[] } }).componentStyle;
    style.rules = new Proxy(style.rules, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const second = page();
    expect(reads).toBe(0);
    expect(second).toEqual(first);
    expect(first.css).toMatch(/padding:12px/);
    expect(first.css).toMatch(/color:olive/);
  });
});

describe('patch-package', () => {
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
    expect(here.stdout).toMatch(/styled-components@6\.6\.0 ✔/);
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

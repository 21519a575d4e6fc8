/** @jest-environment jsdom */
/* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules gives the server and the browser build each its own React and styled-components */
/**
 * The browser build of styled-components (the file webpack bundles, through package.json's "browser" field) keeps
 * the server's `<style data-styled>` as its sheet when the page hydrates: the server's rules are not inserted again,
 * the element and its nonce stay, and styles added after hydration go into the same element
 * (patches/styled-components+6.6.0.patch, docs/adr/0027).
 */
import type * as ReactType from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as StyledComponents from 'styled-components';
import type * as Fs from 'node:fs';

type Styled = typeof StyledComponents;

const definitions = (styled: Styled['default']) => {
  const Box = styled.section.withConfig({ componentId: 'sc-box' })`
    display: grid;
    @media (min-width: 40em) {
      gap: 8px;
    }
  `;
  const Note = styled.p.withConfig({ componentId: 'sc-note' })<{ $tone: string }>`
    color: ${(props) => props.$tone};
  `;
  return { Box, Note };
};

const app = (React: typeof ReactType, styled: Styled['default'], tone: string) => {
  const { Box, Note } = definitions(styled);
  return React.createElement(Box, null, React.createElement(Note, { $tone: tone }, 'Fynd'));
};

describe('styled-components in the browser: hydration adopts the server sheet', () => {
  const savedSpeedy = process.env.SC_DISABLE_SPEEDY;
  afterAll(() => {
    if (savedSpeedy === undefined) delete process.env.SC_DISABLE_SPEEDY;
    else process.env.SC_DISABLE_SPEEDY = savedSpeedy;
  });

  it('inserts none of the server rules again, keeps the nonce, and adds later rules to the same element', async () => {
    let styleTags = '';
    let html = '';
    jest.isolateModules(() => {
      const React = require('react') as typeof ReactType;
      const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
      const { default: styled, ServerStyleSheet } = require('styled-components') as Styled;
      const sheet = new ServerStyleSheet({ nonce: 'n0nce' });
      html = renderToString(sheet.collectStyles(app(React, styled, 'red')));
      styleTags = sheet.getStyleTags();
      sheet.seal();
    });
    expect(styleTags).toContain('data-styled.g');
    document.head.innerHTML = styleTags;
    document.body.innerHTML = `<div id="root">${html}</div>`;

    // Production in the browser: CSSOM injection (the test environment would otherwise use text nodes).
    process.env.SC_DISABLE_SPEEDY = 'false';
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const inserted: string[] = [];
    const original = CSSStyleSheet.prototype.insertRule;
    const spy = jest.spyOn(CSSStyleSheet.prototype, 'insertRule').mockImplementation(function (this: CSSStyleSheet, rule, index) {
      inserted.push(rule);
      return original.call(this, rule, index);
    });
    try {
      let React!: typeof ReactType;
      let hydrateRoot!: typeof ReactDomClient.hydrateRoot;
      let styled!: Styled['default'];
      jest.isolateModules(() => {
        React = require('react') as typeof ReactType;
        ({ hydrateRoot } = require('react-dom/client') as typeof ReactDomClient);
        ({ default: styled } = require('styled-components/dist/styled-components.browser.cjs.js') as Styled);
      });
      let root!: ReactDomClient.Root;
      await React.act(async () => {
        root = hydrateRoot(document.getElementById('root')!, app(React, styled, 'red'));
      });
      expect(inserted).toEqual([]);
      let styles = Array.from(document.querySelectorAll('style'));
      expect(styles).toHaveLength(1);
      expect(styles[0]?.getAttribute('nonce')).toBe('n0nce');
      let rules = Array.from(styles[0]?.sheet?.cssRules ?? [], (rule) => rule.cssText);
      expect(rules.some((rule) => rule.startsWith('data-styled'))).toBe(false);
      expect(rules.filter((rule) => rule.includes('color: red'))).toHaveLength(1);
      expect(rules.filter((rule) => rule.includes('display: grid'))).toHaveLength(1);

      await React.act(async () => {
        root.render(app(React, styled, 'blue'));
      });
      expect(inserted).toHaveLength(1);
      expect(inserted[0]).toMatch(/^\.[\w-]+\{color:blue;\}$/);
      styles = Array.from(document.querySelectorAll('style'));
      expect(styles).toHaveLength(1);
      rules = Array.from(styles[0]?.sheet?.cssRules ?? [], (rule) => rule.cssText);
      expect(rules.filter((rule) => rule.includes('color: blue'))).toHaveLength(1);
      const added = inserted[0] ?? '';
      expect(document.querySelector('p')?.className).toContain(added.slice(1, added.indexOf('{')));
      await React.act(async () => {
        root.unmount();
      });
    } finally {
      spy.mockRestore();
    }
  });
});

it('the ES module build that webpack bundles for the browser carries the same change', () => {
  const { readFileSync } = jest.requireActual<typeof Fs>('node:fs');
  const pkg = JSON.parse(readFileSync(require.resolve('styled-components/package.json'), 'utf8')) as { browser: Record<string, string> };
  expect(pkg.browser['./dist/styled-components.esm.js']).toBe('./dist/styled-components.browser.esm.js');
  const source = readFileSync(require.resolve('styled-components/dist/styled-components.browser.esm.js'), 'utf8');
  expect(source).toContain('scAdoptServerTag(e,o)||');
});

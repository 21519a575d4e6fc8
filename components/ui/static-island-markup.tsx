/**
 * Server only (pages/_document.tsx imports it): the server keeps the markup of a static island's children
 * (docs/adr/0031-static-island-markup-kept.md), rendered once apart with the page's contexts for each children's shape,
 * content, locale and shell, then reused by every page that shows the same island. The island's styles go into each page's style sheet
 * and its image preloads into each page's resources, so a page that reuses the markup is the page that rendered it.
 */
import { isValidElement, useContext, type ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nContext } from 'react-i18next';
import { ReactReduxContext } from 'react-redux';
import { ServerStyleSheet, StyleSheetContext, ThemeContext } from 'styled-components';
import { BridgeContext } from '@/components/i18n/use-t';
import { installIslandRenderer } from '@/components/ui/static-island';
import { isDevelopment } from '@/lib/public-env';
import type { RootState } from '@/store/store';

/** One styled component's rules as the island's own sheet held them. */
interface StyleGroup {
  id: string;
  names: string[];
  rules: string[];
}

interface Island {
  html: string;
  styles: StyleGroup[];
  preloads: { href: string; options: PreloadOptions }[];
}

/** Past 2,000 islands or 4 M characters of markup and keys, the least recently used goes. */
const kept = new LRUCache<string, Island>({
  max: 2_000,
  maxSize: 4_000_000,
  sizeCalculation: (island, key) =>
    key.length + island.html.length + island.styles.reduce((n, group) => n + group.rules.join('').length, 0),
});

class NotPlain extends Error {}

/** Content as JSON when it is plain data (records, arrays, primitives); undefined for anything else (elements, maps, functions). */
function plainJson(content: readonly unknown[]): string | undefined {
  try {
    return JSON.stringify(content, (_, value: unknown) => {
      if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new NotPlain();
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const proto: unknown = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) throw new NotPlain();
      }
      return value;
    });
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
}

/** A number per shell object: the shop client hands out the same objects until its cache reloads one. */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
function objectId(value: object | null): number {
  if (value === null) return -1;
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = nextObjectId++));
  return id;
}

/** What island children read from the store: the shell parts (by identity) and the flags. A new field here fails to compile until it is keyed. */
function siteKey(site: RootState['site']): string {
  const parts = {
    settings: objectId(site.settings),
    footer: objectId(site.footer),
    badges: objectId(site.badges),
    fees: objectId(site.fees),
    featureFlags: JSON.stringify(site.featureFlags),
  } satisfies Record<keyof RootState['site'], unknown>;
  return `${parts.settings}/${parts.footer}/${parts.badges}/${parts.fees}/${parts.featureFlags}`;
}

/**
 * The element types of the children's first levels, by identity, in order: two islands with the same content but other
 * children (the product page's summary and details) never share markup.
 */
function shapeOf(node: ReactNode, depth = 0, types = new Set<string | number>()): Set<string | number> {
  if (depth > 3 || node === null || typeof node !== 'object') return types;
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) shapeOf(child, depth, types);
  } else if (isValidElement(node)) {
    const type: unknown = node.type;
    types.add(typeof type === 'string' || typeof type === 'symbol' ? String(type) : objectId(type as object));
    shapeOf((node.props as { children?: ReactNode }).children, depth + 1, types);
  }
  return types;
}

const MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n/g;
const SPLITTER = '/*!sc*/\n';

/** The groups of a server sheet's text: each component's rules, then its marker with the class names. */
function styleGroups(sheetText: string): StyleGroup[] {
  const groups: StyleGroup[] = [];
  let from = 0;
  for (const match of sheetText.matchAll(MARKER)) {
    const rules = sheetText.slice(from, match.index).split(SPLITTER).filter(Boolean);
    groups.push({ id: match[1]!, names: match[2]!.split(',').filter(Boolean), rules });
    from = match.index + match[0].length;
  }
  return groups;
}

const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/**
 * React writes the preloads of an island's images (`<img fetchPriority="high">`) before its markup: they are taken out
 * and given to each page's own render, which puts them where it puts its other resources. Undefined when a leading tag is
 * anything but an image preload.
 */
function takePreloads(html: string): Pick<Island, 'html' | 'preloads'> | undefined {
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  const preloads: Island['preloads'] = [];
  for (const link of links.match(/<link [^>]*\/>/g) ?? []) {
    const attributes = new Map([...link.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), decode(m[2]!)]));
    const href = attributes.get('href');
    if (attributes.get('rel') !== 'preload' || attributes.get('as') !== 'image' || !href) return undefined;
    const fetchPriority = attributes.get('fetchpriority');
    preloads.push({
      href,
      options: {
        as: 'image',
        ...(fetchPriority === 'high' || fetchPriority === 'low' || fetchPriority === 'auto' ? { fetchPriority } : {}),
        ...(attributes.has('imagesrcset') ? { imageSrcSet: attributes.get('imagesrcset') } : {}),
        ...(attributes.has('imagesizes') ? { imageSizes: attributes.get('imagesizes') } : {}),
      },
    });
  }
  return { html: html.slice(links.length), preloads };
}

let prefix = 0;

/**
 * The island's markup for this page: kept, or rendered apart now. Undefined (the caller renders the children in place)
 * in development (translations reload), for content that is not plain data, and for children that write anything but
 * image preloads outside their markup. next/head elements of the children are left out (their image preloads come
 * from React's own).
 */
function useIslandMarkup(content: readonly unknown[], children: ReactNode): string | undefined {
  const router = useContext(RouterContext);
  const imageConfig = useContext(ImageConfigContext);
  const i18n = useContext(I18nContext);
  const bridge = useContext(BridgeContext);
  const redux = useContext(ReactReduxContext);
  const theme = useContext(ThemeContext);
  const styles = useContext(StyleSheetContext);
  if (typeof window !== 'undefined' || isDevelopment() || !router || !redux) return undefined;
  const json = plainJson(content);
  if (json === undefined) return undefined;
  const state = redux.store.getState() as RootState;
  const key = `${[...shapeOf(children)].join(',')}|${router.locale}|${router.defaultLocale}|${siteKey(state.site)}|${json}`;
  let island = kept.get(key);
  if (!island) {
    const sheet = new ServerStyleSheet();
    try {
      let tree = children;
      tree = <StyleSheetContext.Provider value={{ ...styles, styleSheet: sheet.instance }}>{tree}</StyleSheetContext.Provider>;
      tree = <ThemeContext.Provider value={theme}>{tree}</ThemeContext.Provider>;
      tree = <BridgeContext.Provider value={bridge}>{tree}</BridgeContext.Provider>;
      tree = <I18nContext.Provider value={i18n}>{tree}</I18nContext.Provider>;
      tree = <ReactReduxContext.Provider value={redux}>{tree}</ReactReduxContext.Provider>;
      tree = <ImageConfigContext.Provider value={imageConfig}>{tree}</ImageConfigContext.Provider>;
      tree = <RouterContext.Provider value={router}>{tree}</RouterContext.Provider>;
      const markup = takePreloads(renderToStaticMarkup(tree, { identifierPrefix: `i${(prefix++).toString(36)}-` }));
      if (!markup) return undefined;
      island = { ...markup, styles: styleGroups(sheet.instance.toString()) };
      kept.set(key, island);
    } finally {
      sheet.seal();
    }
  }
  for (const group of island.styles) {
    if (group.names.length === 0 || group.names.every((name) => styles.styleSheet.hasNameForId(group.id, name))) continue;
    styles.styleSheet.insertRules(group.id, group.names[0]!, group.rules);
    for (const name of group.names.slice(1)) styles.styleSheet.registerName(group.id, name);
  }
  for (const { href, options } of island.preloads) preload(href, options);
  return island.html;
}

installIslandRenderer(useIslandMarkup);

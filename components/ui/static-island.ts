import { lazy, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isHydrated } from '@/components/ui/use-hydrated';

/** The props of an island's element: its id, and in the browser's hydration the server's markup to keep. */
export interface IslandProps {
  'data-island': string;
  dangerouslySetInnerHTML?: { __html: string };
}

/** The server's markup of the element `[data-island="id"]`, or null when the document has none (a client render). */
function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  // A `useId` id holds no quote or backslash: it needs no escaping in the attribute selector.
  return document.querySelector<HTMLElement>(`[data-island="${id}"]`)?.innerHTML ?? null;
}

/**
 * Renders an island's children apart and answers their markup, or undefined to have them rendered in place: installed on
 * the server by components/ui/static-island-markup.tsx (docs/adr/0031-static-island-markup-kept.md), never in the browser. It reads
 * contexts with hooks: installed for the process's life, every render calls the same hooks.
 */
type IslandRenderer = (content: readonly unknown[], children: ReactNode) => string | undefined;
let renderApart: IslandRenderer | undefined;

export function installIslandRenderer(renderer: IslandRenderer): void {
  renderApart = renderer;
}

/**
 * What `take` finds at the component's first render, kept while `content` lists the same values; null when it found
 * nothing and from the first change of `content` on.
 */
function useKept<T>(content: readonly unknown[], take: () => T | null): T | null {
  const [kept] = useState(() => {
    const value = take();
    return value === null ? null : { content, value };
  });
  const ended = useRef(false);
  if (kept && !ended.current && kept.content.length === content.length && kept.content.every((value, i) => value === content[i])) {
    return kept.value;
  }
  if (kept) ended.current = true;
  return null;
}

/**
 * A static island (docs/adr/0029-static-islands.md): an element whose children are not hydrated. On the server and in a
 * client render, `keep` is false and the caller renders the children; at the first page's hydration, `keep` is true and
 * the props hand React the server's markup of the children as the element's inner HTML, so it hydrates the element
 * alone and keeps its subtree as it is (the same string, so no mismatch). Only for children without handlers or state:
 * links there are the document's (`browser/link-navigation.ts`). `content` lists what the children are made from: when
 * one of them changes (new page data on the same page, another locale), the island ends and the children render.
 * With `children`, the server may answer their markup kept from an earlier page with the same content (`keep` true). With
 * `keep` false, the first render in the browser hydrates the children as usual.
 */
export function useStaticIsland(content: readonly unknown[], children?: ReactNode, keep = true): { keep: boolean; props: IslandProps } {
  const id = useId();
  const html = renderApart && children !== undefined ? renderApart(content, children) : undefined;
  const kept = useKept(content, () => {
    const markup = keep ? serverMarkup(id) : null;
    return markup === null ? null : { 'data-island': id, dangerouslySetInnerHTML: { __html: markup } };
  });
  if (html !== undefined) return { keep: true, props: { 'data-island': id, dangerouslySetInnerHTML: { __html: html } } };
  return kept ? { keep: true, props: kept } : { keep: false, props: { 'data-island': id } };
}

/**
 * A text the server's HTML already holds outside React's tree (the document's title, a meta tag): while the first page
 * hydrates, `read` takes it from the document, so nothing is formatted for it; on the server, in a client navigation,
 * when `read` finds nothing and once `content` changes, `make` makes it.
 */
export function useServerText<T>(content: readonly unknown[], read: () => T | null, make: () => T): T {
  const kept = useKept(content, () => (typeof document === 'undefined' || isHydrated() ? null : read()));
  return kept ?? make();
}

/** Each island part's load, started once; and whether a client navigation is on its way. */
const parts = new Set<() => Promise<unknown>>();
let navigating = false;

/**
 * A component that only static islands render, loaded in the browser when a client render first needs it (a client navigation,
 * new content), so its code is not in the page's first load: hydration keeps the server's markup (docs/adr/0029-static-islands.md).
 * Client navigations render inside a transition, which waits for the code as for the page's own; `warmIslandParts` starts the
 * loads when a navigation starts, beside its data request. The server passes the component itself.
 */
export function islandComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  parts.add(start);
  if (navigating) void start();
  return lazy(start);
}

/** Router events: from a client navigation's start to its end, every island part known, or evaluated meanwhile, loads. */
export function warmIslandParts(events: { on(event: string, handler: () => void): void; off(event: string, handler: () => void): void }) {
  const begin = () => {
    navigating = true;
    parts.forEach((start) => void start());
  };
  const end = () => {
    navigating = false;
  };
  events.on('routeChangeStart', begin);
  events.on('routeChangeComplete', end);
  events.on('routeChangeError', end);
  return () => {
    events.off('routeChangeStart', begin);
    events.off('routeChangeComplete', end);
    events.off('routeChangeError', end);
  };
}

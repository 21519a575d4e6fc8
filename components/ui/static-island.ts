import { useId, useRef, useState, type ReactNode } from 'react';

/** The props of an island's element: its id, and in the browser's hydration the server's markup to keep. */
interface IslandProps {
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
 * A static island (docs/adr/0029-static-islands.md): an element whose children are not hydrated. On the server and in a
 * client render, `keep` is false and the caller renders the children; at the first page's hydration, `keep` is true and
 * the props hand React the server's markup of the children as the element's inner HTML, so it hydrates the element
 * alone and keeps its subtree as it is (the same string, so no mismatch). Only for children without handlers or state:
 * links there are the document's (`browser/link-navigation.ts`). `content` lists what the children are made from: when
 * one of them changes (new page data on the same page, another locale), the island ends and the children render.
 * With `children`, the server may answer their markup kept from an earlier page with the same content (`keep` true).
 */
export function useStaticIsland(content: readonly unknown[], children?: ReactNode): { keep: boolean; props: IslandProps } {
  const id = useId();
  const html = renderApart && children !== undefined ? renderApart(content, children) : undefined;
  const [island] = useState(() => {
    const markup = serverMarkup(id);
    return markup === null ? null : { content, props: { 'data-island': id, dangerouslySetInnerHTML: { __html: markup } } };
  });
  const ended = useRef(false);
  if (html !== undefined) return { keep: true, props: { 'data-island': id, dangerouslySetInnerHTML: { __html: html } } };
  if (island && !ended.current && island.content.length === content.length && island.content.every((value, i) => value === content[i])) {
    return { keep: true, props: island.props };
  }
  if (island) ended.current = true;
  return { keep: false, props: { 'data-island': id } };
}

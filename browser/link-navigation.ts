/**
 * One document click listener turns plain `<a data-nav>` clicks into `router.push`, as next/link
 * would per link (docs/adr/0021-links-as-plain-anchors.md). A handler that called `preventDefault` wins;
 * every other click stays the browser's. Nothing is prefetched: with the proxy, Next answers a data prefetch
 * with an empty bail-out, and a click while that prefetch was in flight left the shopper on the old page.
 */

/** The attribute that marks a link for client navigation. */
export const NAV_ATTRIBUTE = 'data-nav';
/** The attribute's value on a link whose client navigation keeps the scroll position. */
export const NAV_KEEP_SCROLL = 'keep-scroll';

interface LinkRouter {
  push(url: string, as?: string, options?: { locale?: false; scroll?: boolean }): Promise<boolean>;
}

/** The marked link an event came from, with its href when it is this site's own. */
function ownLink(event: Event): { anchor: HTMLAnchorElement; href: string } | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>(`a[${NAV_ATTRIBUTE}]`);
  const href = anchor?.getAttribute('href');
  if (!anchor || !href) return null;
  try {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return null;
  } catch {
    return null;
  }
  return { anchor, href };
}

function clicked(event: MouseEvent, router: LinkRouter): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = ownLink(event);
  if (!link) return;
  const target = link.anchor.getAttribute('target');
  if ((target && target !== '_self') || link.anchor.hasAttribute('download')) return;
  event.preventDefault();
  const scroll = link.anchor.getAttribute(NAV_ATTRIBUTE) !== NAV_KEEP_SCROLL;
  void router.push(link.href, undefined, { locale: false, scroll });
}

/** Listens on `root` (the document) for clicks on the site's links; answers the function that stops it. */
export function installLinkNavigation(router: LinkRouter, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => clicked(event, router);
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

// Development only: `next dev` puts styles in the page from JavaScript and style-src admits only the nonce,
// so Next's dev tools' <style> elements (a prebuilt bundle with no nonce option) get it here. This admits
// nothing script-src does not (a script can read the nonce anyway); in a production build this module is empty.
declare let __webpack_nonce__: string | undefined;

interface DevtoolsStyleCache {
  pendingElements?: Element[];
}

function nonceStyles(nonce: string): void {
  __webpack_nonce__ = nonce;
  const cache = (window as { _nextjsDevtoolsStyleCache?: DevtoolsStyleCache })._nextjsDevtoolsStyleCache;
  for (const element of cache?.pendingElements ?? []) element.setAttribute('nonce', nonce);
  const create = document.createElement.bind(document) as (tagName: string, options?: ElementCreationOptions) => HTMLElement;
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element.localName === 'style' && !element.hasAttribute('nonce')) element.setAttribute('nonce', nonce);
    return element;
  }) as typeof document.createElement;
}

// The build's own constant, not lib/public-env.ts's helper: folded at build, so the minifier leaves all of this out of production.
// eslint-disable-next-line no-restricted-properties
if (process.env.NODE_ENV === 'development' && typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  if (nonce) nonceStyles(nonce);
}

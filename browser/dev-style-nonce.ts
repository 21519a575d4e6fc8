// Development only: `next dev` puts styles in the page from JavaScript, and the page's style-src admits
// only its nonce. styles/global.css and the @font-face files come from webpack's style loader, which
// nonces each <style> with `__webpack_nonce__`. Next's dev tools (the overlay and indicator, in a shadow
// root) are a prebuilt bundle with no nonce option: their <style> elements get it here when created, or,
// for those created before this module ran, while they wait for the shadow root. A script can read the
// nonce from the page anyway, so this admits nothing that script-src does not. A production build
// extracts the CSS into files (style-src 'self'), and this module is empty there.
import { isDevelopment } from '@/lib/public-env';

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

if (isDevelopment() && typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  if (nonce) nonceStyles(nonce);
}

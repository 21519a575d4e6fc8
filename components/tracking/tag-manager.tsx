import { useEffect, useState } from 'react';
import Script from 'next/script';
import { pushToDataLayer } from '@/browser/tracking/data-layer';

/** The page's CSP nonce, from the meta tag pages/_document.tsx writes. */
function useCspNonce(): string | undefined {
  const [nonce, setNonce] = useState<string>();
  useEffect(() => {
    setNonce(document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? '');
  }, []);
  return nonce;
}

/**
 * The tag manager's script, with the CSP nonce. Rendered (and its code loaded) only with analytics consent and a configured container id.
 */
export function TagManager({ containerId }: { containerId: string }) {
  const nonce = useCspNonce();
  useEffect(() => {
    pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  }, []);
  if (nonce === undefined) return null;
  return (
    <Script
      id="tag-manager"
      strategy="afterInteractive"
      nonce={nonce || undefined}
      src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`}
    />
  );
}

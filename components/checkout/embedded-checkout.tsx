import { useEffect, useRef } from 'react';

/** The page's CSP nonce, as _document published it for scripts created at run time. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}

/**
 * Mounts the embedded checkout the way embedded checkouts need: its markup,
 * then each of its scripts re-created (scripts set through innerHTML never
 * run) with the page's CSP nonce. The snippet only ever comes from the
 * purchase service's checkout answer.
 */
export function EmbeddedCheckout({ snippet, label }: { snippet: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const template = document.createElement('template');
    template.innerHTML = snippet;
    const scripts = Array.from(template.content.querySelectorAll('script'));
    scripts.forEach((script) => script.remove());
    container.replaceChildren(template.content);
    const nonce = pageNonce();
    for (const original of scripts) {
      const script = document.createElement('script');
      for (const { name, value } of Array.from(original.attributes)) if (name !== 'nonce') script.setAttribute(name, value);
      if (nonce) script.nonce = nonce;
      script.textContent = original.textContent;
      container.appendChild(script);
    }
    return () => container.replaceChildren();
  }, [snippet]);
  return <section ref={ref} aria-label={label} data-testid="embedded-checkout" />;
}

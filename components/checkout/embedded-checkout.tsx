import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { inputLook } from '@/components/ui/field';
import { theme } from '@/styles/theme';

/** Our look for the embedded checkout's markup (it brings class names, no styles). */
const Frame = styled.section`
  .nf-checkout__title {
    margin: 0 0 4px;
    font-size: ${theme.font.size.lg};
  }
  .nf-checkout__note {
    margin: 0 0 16px;
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
  .nf-checkout__field {
    display: grid;
    gap: 4px;
    margin-bottom: 12px;
  }
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    ${inputLook}
    background: ${theme.colors.base1};
  }
  input:focus-visible {
    border-color: ${theme.colors.hunter500};
  }
  input[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger};
  }
  .nf-checkout__field-error {
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.font.size.sm};
    font-weight: 700;
  }
  .nf-checkout__error {
    padding: 8px 12px;
    ${tint('coral100', 'danger')}
    font-weight: 700;
  }
  .nf-checkout__total {
    font-size: ${theme.font.size.lg};
  }
  .nf-checkout__submit {
    width: 100%;
    max-width: ${theme.button.maxWidth};
    min-height: ${theme.button.height};
    border: 0;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.hunter500};
    color: ${theme.colors.base1};
    font-weight: 800;
    cursor: pointer;
  }
  .nf-checkout__submit:disabled {
    opacity: 0.6;
  }
`;

/** The page's CSP nonce, as _document published it for scripts created at run time. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}

/**
 * Mounts the embedded checkout the way embedded checkouts need: its markup, then each of its scripts re-created (scripts set through
 * innerHTML never run) with the page's CSP nonce. The snippet only ever comes from the purchase service's checkout answer. While `busy`
 * (the cart changing, a new checkout on its way) it is inert: a press there would pay for the cart as it was. The new snippet replaces the
 * old before the browser handles another event (a layout effect), so the old one is never live again.
 */
export function EmbeddedCheckout({ snippet, label, busy }: { snippet: string; label: string; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
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
  return <Frame ref={ref} aria-label={label} data-testid="embedded-checkout" inert={busy} />;
}

import { useState } from 'react';
import styled from 'styled-components';
import { inputLook } from '@/components/ui/field';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { useHref } from '@/components/ui/localized-link';
import type { CartItem } from '@/store/cart-slice';
import { encodeSharedItems } from '@/lib/shared-cart-link';
import { absoluteUrl } from '@/lib/routes/hrefs';
import { useHydrated } from '@/components/ui/use-hydrated';

const Box = styled.div`
  margin-top: 16px;
  display: grid;
  gap: 8px;
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    ${inputLook}
  }
`;

/** The device's share sheet for `url` (Web Share API), where it has one; else null. */
function shareSheet(): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

/**
 * Gives the shopper a link to their cart's items that anyone can open. Until the app has hydrated (and without JavaScript) the link is in
 * the page's HTML, ready to copy; then a button opens the device's share sheet where it has one (a phone: messages, mail, chat apps), else
 * copies the link. A share sheet that fails (not a cancel) falls back to copying.
 */
export function ShareCart({ items, onShared }: { items: CartItem[]; onShared?: () => void }) {
  const { t } = useT();
  const toHref = useHref();
  const hydrated = useHydrated();
  const [link, setLink] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'copied' | 'shared' | 'copy-yourself'>('copy-yourself');
  const path = toHref('/shared-cart/', {
    query: {
      items: encodeSharedItems(items.map((i) => ({ articleId: i.article.articleId, dyoId: i.article.dyoId, quantity: i.quantity }))),
    },
  });
  if (!hydrated) {
    return (
      <Box>
        <label htmlFor="shared-cart-link">{t('cart::shareLinkLabel')}</label>
        <input id="shared-cart-link" readOnly value={absoluteUrl(path)} />
        <p>{t('cart::shareCopyYourself')}</p>
      </Box>
    );
  }
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    const sheet = shareSheet();
    if (sheet) {
      try {
        await sheet({ title: t('sharedCart::pageTitle'), url });
        setLink(url);
        setOutcome('shared');
        onShared?.();
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing happened, nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copy-yourself');
    }
    onShared?.();
  };
  return (
    <Box>
      <Button $variant="secondary" $fullWidth onClick={() => void share()}>
        {t('cart::share')}
      </Button>
      {link ? (
        <>
          <label htmlFor="shared-cart-link">{t('cart::shareLinkLabel')}</label>
          <input id="shared-cart-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <p role="status">
            {outcome === 'shared' ? t('cart::shareShared') : outcome === 'copied' ? t('cart::shareCopied') : t('cart::shareCopyYourself')}
          </p>
        </>
      ) : null}
    </Box>
  );
}

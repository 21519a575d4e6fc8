import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(92vw, 400px);
  padding: 16px;
  background: ${({ theme }) => theme.colors.base1};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  z-index: ${({ theme }) => theme.zIndex.modal};
  overflow-y: auto;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
`;

interface Props {
  open: boolean;
  itemCount: number;
  onClose: () => void;
}

/** The mini cart panel: opened from the header, closed by its button or Escape. */
export function MiniCart({ open, itemCount, onClose }: Props) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <Panel
      ref={panelRef}
      id="mini-cart"
      role="dialog"
      aria-modal="false"
      aria-labelledby="mini-cart-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Top>
        <h2 id="mini-cart-title">{t('cart::title')}</h2>
        <Close aria-label={t('cart::close')} onClick={onClose}>
          <Icon name="close" />
        </Close>
      </Top>
      {itemCount === 0 ? <p>{t('cart::empty')}</p> : null}
      <ButtonLink as={LocalizedLink} to="/cart/" $fullWidth onClick={onClose}>
        {t('cart::goToCart')}
      </ButtonLink>
    </Panel>
  );
}

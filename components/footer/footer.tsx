import { memo } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Container } from '@/components/ui/container';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStaticIsland } from '@/components/ui/static-island';
import type { Footer as FooterData } from '@/services/shop/models';
import { up, theme } from '@/styles/theme';
import { FooterColumns } from './island-footer-columns';
import { PaymentMarks } from './payment-marks';

const Wrapper = styled.footer`
  margin-top: 48px;
  padding: 40px 0 24px;
  background: ${theme.colors.hunter900};
  color: ${theme.colors.base1};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  ${up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 32px;
  padding-top: 16px;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${theme.font.size.sm};
`;

const SettingsButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.tapTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * This page with `?consent=settings`: the server renders the consent settings there as a form (server/page-props.ts), so the footer's
 * "cookie settings" works before and without JavaScript.
 */
export function consentSettingsHref(path: string): string {
  const [pathname = '/', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('consent', 'settings');
  return `${pathname}?${params.toString()}`;
}

interface Props {
  footer: FooterData | null;
  /** Reopens the consent dialog (docs/spec.md §6: the choice can be changed at any time). */
  onOpenConsentSettings?: () => void;
}

/**
 * The "cookie settings" control: until the page is live (and without JavaScript), a link to the settings the server renders; then a button.
 * Its own component, so that the switch after hydration re-renders this control only, not the footer's links (docs/performance.md).
 */
function ConsentSettingsControl({ onOpen }: { onOpen: () => void }) {
  const { t: tc } = useT('consent');
  const hydrated = useHydrated();
  const path = useCurrentPath();
  return hydrated ? (
    <SettingsButton type="button" aria-haspopup="dialog" onClick={onOpen}>
      {tc('footer::settings')}
    </SettingsButton>
  ) : (
    <SettingsButton as="a" href={consentSettingsHref(path)}>
      {tc('footer::settings')}
    </SettingsButton>
  );
}

/** The footer from cms/footer; without it, only the legal line. */
function FooterContent({ footer, onOpenConsentSettings }: Props) {
  const { t } = useT();
  // Links only: at the first page's hydration they stay the server's (docs/adr/0029-static-islands.md).
  const columns = footer ? <FooterColumns columns={footer.columns} /> : null;
  const island = useStaticIsland([footer, useRouter().locale], columns);
  return (
    <Wrapper>
      <Container>
        {footer ? <Columns {...island.props}>{island.keep ? null : columns}</Columns> : null}
        <Bottom>
          <span>{footer?.legal ?? t('footer::legalFallback')}</span>
          {onOpenConsentSettings ? <ConsentSettingsControl onOpen={onOpenConsentSettings} /> : null}
          {footer && footer.paymentMethods.length > 0 ? (
            <PaymentMarks methods={footer.paymentMethods} label={t('footer::paymentMethods')} />
          ) : null}
        </Bottom>
      </Container>
    </Wrapper>
  );
}

/** Memoised: the layout's re-renders (the cart read after hydration) leave the footer's links alone. */
export const Footer = memo(FooterContent);

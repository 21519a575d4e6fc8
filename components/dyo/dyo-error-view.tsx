import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { DyoErrorReason } from '@/lib/dyo/page-types';

const Wrapper = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-top: 40px;
  padding-bottom: 56px;
  text-align: center;
  h1 { margin: 8px 0 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0 0 12px; max-width: 520px; color: ${({ theme }) => theme.colors.ink700}; }
`;

/** The page a bad DYO link leads to (unsupported article, unknown article or design, malformed query). */
export function DyoErrorView({ reason }: { reason: DyoErrorReason }) {
  const { t } = useTranslation('dyo');
  return (
    <Wrapper $width="small">
      <h1>{t(`errors::${reason}::title`)}</h1>
      <p>{t(`errors::${reason}::description`)}</p>
      <ButtonLink as={LocalizedLink} to="/dyo/initial-landing-page/" $fullWidth>
        {t('errors::toPhoneCovers')}
      </ButtonLink>
      <ButtonLink as={LocalizedLink} to="/dyo/clothes-initial-landing-page/" $variant="secondary" $fullWidth>
        {t('errors::toClothes')}
      </ButtonLink>
    </Wrapper>
  );
}

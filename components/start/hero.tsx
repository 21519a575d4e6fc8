import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { up } from '@/styles/theme';

const Section = styled.section`
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.hunter700}, ${({ theme }) => theme.colors.hunter500});
  color: ${({ theme }) => theme.colors.base1};
  padding: 32px 0;
  ${up('md')} { padding: 56px 0; }
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.15;
  ${up('md')} { font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

const Lead = styled.p`
  max-width: 560px;
  margin: 0 0 20px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The start page hero; the campaign link is the running campaign. */
export function Hero({ campaignSlug }: { campaignSlug: string }) {
  const { t } = useTranslation();
  return (
    <Section>
      <Container>
        <Title>{t('start::heroTitle')}</Title>
        <Lead>{t('start::heroLead')}</Lead>
        <ButtonLink as={LocalizedLink} to="/campaign/" segments={[campaignSlug]} $variant="secondary">
          {t('start::heroCta')}
        </ButtonLink>
      </Container>
    </Section>
  );
}

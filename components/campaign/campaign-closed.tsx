import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { ButtonLink } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import { campaignPeriod } from '@/lib/catalog/campaign-period';
import type { Locale } from '@/lib/locales';
import type { WireCampaign } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Box = styled.section`
  margin: 16px 0 40px;
  padding: 24px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  h2 {
    margin: 0 0 8px;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0 0 16px;
    max-width: 560px;
  }
`;

interface Props {
  campaign: Pick<WireCampaign, 'title' | 'startsAt' | 'endsAt' | 'articleCount'>;
  phase: 'ended' | 'upcoming';
  locale: Locale;
}

/**
 * What an ended or upcoming campaign shows instead of its products: it cannot be bought from, so it has no grid. Ended: that it is over and
 * when it ran; upcoming: when it starts and how many products it brings. Both point to the campaigns on now.
 */
export function CampaignClosed({ campaign, phase, locale }: Props) {
  const { t } = useT('catalog');
  const start = campaignPeriod({ startsAt: campaign.startsAt, endsAt: campaign.startsAt }, locale);
  return (
    <Box aria-labelledby="campaign-closed-title" data-phase={phase}>
      {phase === 'ended' ? (
        <>
          <h2 id="campaign-closed-title">{t('campaign::ended::title')}</h2>
          <p>{t('campaign::ended::lead', { title: campaign.title, period: campaignPeriod(campaign, locale) })}</p>
        </>
      ) : (
        <>
          <h2 id="campaign-closed-title">{t('campaign::upcoming::title', { date: start })}</h2>
          <p>{t('campaign::upcoming::lead', { count: campaign.articleCount })}</p>
        </>
      )}
      <ButtonLink as={LocalizedLink} to="/campaign/" $variant="secondary">
        {t('campaign::current')}
      </ButtonLink>
    </Box>
  );
}

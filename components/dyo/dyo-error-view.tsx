import { useT } from '@/components/i18n/use-t';
import { ButtonLink } from '@/components/ui/button';
import { StatusLayout } from '@/components/errors/status-page';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { DyoErrorReason } from '@/lib/dyo/page-props';

/** The page a bad DYO link leads to (unsupported article, unknown article or design, malformed query). */
export function DyoErrorView({ reason }: { reason: DyoErrorReason }) {
  const { t } = useT('dyo');
  return (
    <StatusLayout $width="small">
      <h1>{t(`errors::${reason}::title`)}</h1>
      <p>{t(`errors::${reason}::description`)}</p>
      <ButtonLink as={LocalizedLink} to="/dyo/initial-landing-page/" $fullWidth>
        {t('errors::toPhoneCovers')}
      </ButtonLink>
      <ButtonLink as={LocalizedLink} to="/dyo/clothes-initial-landing-page/" $variant="secondary" $fullWidth>
        {t('errors::toClothes')}
      </ButtonLink>
    </StatusLayout>
  );
}

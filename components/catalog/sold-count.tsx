import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { soldCount } from '@/lib/catalog/sold-count';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { theme } from '@/styles/theme';

const Label = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.ink500};
`;

/** "1 200+ sålda": the catalogue's units-sold count as social proof, in the locale's digits and plural. */
export function SoldCount({ sold }: { sold: number }) {
  const { t } = useT('catalog');
  const locale = toLocale(useRouter().locale);
  const shown = soldCount(sold);
  if (!shown) return null;
  const number = `${formatCount(shown.count, locale)}${shown.atLeast ? '+' : ''}`;
  return <Label>{t('sold::label', { count: shown.count, number })}</Label>;
}

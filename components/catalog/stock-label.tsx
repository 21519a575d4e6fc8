import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import type { StockInfo } from '@/lib/catalog/stock-status';
import { toLocale } from '@/lib/locales';
import { theme } from '@/styles/theme';

const Label = styled.span<{ $status: StockInfo['status'] }>`
  font-size: ${theme.font.size.sm};
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'in_stock' ? theme.colors.success : $status === 'out_of_stock' ? theme.colors.danger : theme.colors.warning};
`;

/** The stock status in words (SPEC §5), with the date of a pre-order. */
export function StockLabel({ info }: { info: StockInfo }) {
  const { t } = useT('catalog');
  const locale = toLocale(useRouter().locale);
  const date = info.availableFrom ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(info.availableFrom)) : '';
  return <Label $status={info.status}>{t(`stock::${info.status}`, { date })}</Label>;
}

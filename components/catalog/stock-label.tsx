import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import type { StockInfo } from '@/lib/catalog/stock-status';
import { toLocale } from '@/lib/locales';

const Label = styled.span<{ $status: StockInfo['status'] }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'in_stock' ? theme.colors.success : $status === 'out_of_stock' ? theme.colors.danger : theme.colors.warning};
`;

/** The stock status in words (SPEC §5), with the date of a pre-order. */
export function StockLabel({ info }: { info: StockInfo }) {
  const { t } = useTranslation('catalog');
  const locale = toLocale(useRouter().locale);
  const date = info.availableFrom ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(info.availableFrom)) : '';
  return <Label $status={info.status}>{t(`stock::${info.status}`, { date })}</Label>;
}

import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import type { StockInfo } from '@/lib/catalog/stock-status';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/components/ui/use-locale';
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
  const locale = useLocale();
  const date = info.availableFrom ? formatDay(info.availableFrom, locale) : '';
  return <Label $status={info.status}>{t(`stock::${info.status}`, { date })}</Label>;
}

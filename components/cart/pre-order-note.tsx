import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/components/ui/use-locale';
import { theme } from '@/styles/theme';

const Note = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: 700;
  color: ${theme.colors.warning};
`;

/** Marks a pre-ordered line (cart, mini cart, checkout, order confirmation) with the day it becomes available. */
export function PreOrderNote({ availabilityDate }: { availabilityDate: string }) {
  const { t } = useT();
  const locale = useLocale();
  return <Note>{t('cart::preOrder', { date: formatDay(availabilityDate, locale) })}</Note>;
}

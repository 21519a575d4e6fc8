import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';

const Alert = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.gold100};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;

/** Shown when a saved design could not be opened: the shopper can still start anew. */
export function LoadMessage() {
  const { t } = useTranslation('dyo');
  return <Alert role="alert">{t('editor::loadFailed')}</Alert>;
}

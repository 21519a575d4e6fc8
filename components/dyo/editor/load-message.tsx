import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';

const Alert = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  ${tint('gold100', 'warning')}
  font-weight: 700;
`;

/** Shown when a saved design could not be opened: the shopper can still start anew. */
export function LoadMessage() {
  const { t } = useT('dyo');
  return <Alert role="alert">{t('editor::loadFailed')}</Alert>;
}

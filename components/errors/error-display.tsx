import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import type { ErrorMessage } from '@/store/ui-slice';

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.coral100};
  color: ${({ theme }) => theme.colors.ink900};
  border-bottom: 2px solid ${({ theme }) => theme.colors.coral500};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dismiss = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
`;

interface Props {
  messages: ErrorMessage[];
  onDismiss: (id: string) => void;
}

/** The global error list (SPEC §2); renders nothing when it is empty. */
export function ErrorDisplay({ messages, onDismiss }: Props) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Banner role="alert">
      <Container>
        <List>
          {messages.map((message) => (
            <Item key={message.id}>
              <span>{t(message.text)}</span>
              <Dismiss aria-label={t('errors::dismiss')} onClick={() => onDismiss(message.id)}>
                <Icon name="close" size={20} />
              </Dismiss>
            </Item>
          ))}
        </List>
      </Container>
    </Banner>
  );
}

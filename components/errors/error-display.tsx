import styled from 'styled-components';
import { PlainButton } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/components/i18n/use-t';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import type { ErrorMessage } from '@/store/ui-slice';
import { theme } from '@/styles/theme';

const Banner = styled.div`
  background: ${theme.colors.coral100};
  color: ${theme.colors.ink900};
  border-bottom: 2px solid ${theme.colors.coral500};
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

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/** A button offered next to one message, e.g. "add my items again" after the cart had to start over. */
interface MessageAction {
  messageId: string;
  label: string;
  onClick: () => void;
}

interface Props {
  messages: ErrorMessage[];
  onDismiss: (id: string) => void;
  action?: MessageAction | null;
}

/** The global error list (docs/spec.md §2); renders nothing when it is empty. */
export function ErrorDisplay({ messages, onDismiss, action }: Props) {
  const { t } = useT();
  if (messages.length === 0) return null;
  return (
    <Banner role="alert">
      <Container>
        <List>
          {messages.map((message) => (
            <Item key={message.id}>
              <span>{t(message.text)}</span>
              <Actions>
                {action?.messageId === message.id ? (
                  <PlainButton type="button" onClick={action.onClick}>
                    {action.label}
                  </PlainButton>
                ) : null}
                <IconButton aria-label={t('errors::dismiss')} onClick={() => onDismiss(message.id)}>
                  <Icon name="close" size={20} />
                </IconButton>
              </Actions>
            </Item>
          ))}
        </List>
      </Container>
    </Banner>
  );
}

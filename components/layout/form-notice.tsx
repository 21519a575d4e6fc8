import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { isErrorNotice, type CartErrorNotice, type Notice } from '@/lib/notices';
import { Container } from '@/components/ui/container';
import { theme } from '@/styles/theme';

const Box = styled.div<{ $error: boolean }>`
  margin: 12px 0 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.small};
  border-left: 4px solid ${({ $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  font-weight: 700;
  &:focus {
    outline: none;
    box-shadow: ${theme.focus};
  }
`;

type CartErrorCode = CartErrorNotice extends `cart-error-${infer Code}` ? Code : never;
type NoticeKey = `cart::errors::${CartErrorCode}` | `notices::${Exclude<Notice, CartErrorNotice>}`;

function isCartErrorNotice(notice: Notice): notice is CartErrorNotice {
  return notice.startsWith('cart-error-');
}

/**
 * The notice's id: a form whose answer should start at its notice puts `#notice` in its `returnTo`; the browser
 * then scrolls to it and, as it has tabindex -1, focuses it, also without JavaScript.
 */
export const NOTICE_ID = 'notice';

/** The text of a notice: cart errors reuse the cart's own error texts (docs/spec.md §8), the rest are `notices::<code>`. */
export function noticeKey(notice: Notice): NoticeKey {
  if (!isCartErrorNotice(notice)) return `notices::${notice}`;
  return `cart::errors::${notice.slice('cart-error-'.length) as CartErrorCode}`;
}

/**
 * What happened to a press that went to the server as a form (lib/notices.ts): rendered by the server
 * on the page the form's 303 led to, so it works without JavaScript. It takes focus on arrival, so a
 * screen reader hears it and the keyboard starts there, not at the top of the page.
 */
export function FormNotice({ notice }: { notice: Notice }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [notice]);
  const error = isErrorNotice(notice);
  return (
    <Container>
      <Box
        ref={ref}
        id={NOTICE_ID}
        tabIndex={-1}
        $error={error}
        role={error ? 'alert' : 'status'}
        aria-label={t('notices::label')}
        data-notice={notice}
      >
        {t(noticeKey(notice))}
      </Box>
    </Container>
  );
}

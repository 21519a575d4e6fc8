import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  gap: 12px;
  margin: 16px 0;
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base2};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
    max-width: 420px;
  }
`;

/** The back-in-stock form's route (server/forms/stock-alert.ts). */
const STOCK_ALERT_ACTION = '/api/forms/stock-alert/';

/**
 * "Tell me when it is back" on a sold-out product page: a plain POST form (the address never goes into a
 * URL), answered with a 303 back to this page and a notice, with or without JavaScript. The server checks
 * the address and says what was wrong in the shopper's language; `invalid` marks the field after such an answer.
 */
export function StockAlertForm({ articleId, invalid }: { articleId: string; invalid: boolean }) {
  const { t } = useT('catalog');
  const { t: tShell } = useT();
  const returnTo = useCurrentPath();
  const locale = useRouter().locale ?? '';
  return (
    <Box aria-labelledby="stock-alert-title">
      <h2 id="stock-alert-title">{t('product::stockAlert::title')}</h2>
      <p>{t('product::stockAlert::lead')}</p>
      {/* noValidate: the server's answer, in the shopper's language, rather than the browser's. */}
      <form method="post" action={STOCK_ALERT_ACTION} noValidate>
        <input type="hidden" name="articleId" value={articleId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        <TextField
          name="email"
          type="email"
          label={t('product::stockAlert::email')}
          required
          maxLength={254}
          autoComplete="email"
          error={invalid ? tShell('notices::stock-alert-invalid') : undefined}
        />
        <Button type="submit">{t('product::stockAlert::submit')}</Button>
      </form>
    </Box>
  );
}

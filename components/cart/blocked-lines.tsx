import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { CartItem } from '@/store/cart-slice';

const Box = styled.div`
  margin: 0 0 16px;
  padding: 10px 12px;
  ${tint('coral100', 'ink900')}
  p {
    margin: 0 0 6px;
    font-weight: 700;
  }
  ul {
    margin: 0 0 8px;
    padding-left: 20px;
  }
`;

type BlockedLine = CartItem & { article: { notForSale: NonNullable<CartItem['article']['notForSale']> } };

/** The lines the checkout would refuse (`notForSale`, docs/spec.md §5), in the cart's order. */
export function blockedLines(items: readonly CartItem[]): BlockedLine[] {
  return items.filter((item): item is BlockedLine => item.article.notForSale !== undefined);
}

/**
 * Names every line that blocks the purchase and why; each line has its own remove form (cart-line.tsx),
 * and with JavaScript one button removes them all.
 */
export function BlockedLines({ items, onRemove }: { items: readonly CartItem[]; onRemove: (item: CartItem) => void }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const blocked = blockedLines(items);
  if (blocked.length === 0) return null;
  return (
    <Box role="alert" data-blocked-lines="">
      <p>{t('cart::blocked', { count: blocked.length })}</p>
      <ul>
        {blocked.map((item) => (
          <li key={item.key}>
            <strong>{item.article.title}</strong> – {t(`cart::notForSale::${item.article.notForSale}`)}
          </li>
        ))}
      </ul>
      {hydrated ? (
        <Button type="button" $small $variant="secondary" onClick={() => blocked.forEach((item) => onRemove(item))}>
          {t('cart::removeBlocked')}
        </Button>
      ) : null}
    </Box>
  );
}

import { useCallback, useMemo } from 'react';
import { cartTotals } from '@/lib/cart-totals';
import { selectCart, selectCartCount, type CartItem } from '@/store/cart-slice';
import { changeQuantity, removeFromCart } from '@/store/cart-thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectFees } from '@/store/site-slice';

/** The cart's state and events for the cart page, the checkout and the mini cart. */
export function useCart() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const count = useAppSelector(selectCartCount);
  const fees = useAppSelector(selectFees);
  const setQuantity = useCallback(
    (item: CartItem, to: number) => void dispatch(changeQuantity({ key: item.key, article: item.article, from: item.quantity, to })),
    [dispatch],
  );
  const remove = useCallback((item: CartItem) => void dispatch(removeFromCart({ key: item.key, article: item.article })), [dispatch]);
  // A cart the server rendered (the cart page) has its id: a fetch after hydration does not blank it.
  const loading = cart.items.length === 0 && (cart.status === 'idle' || (cart.status === 'pending' && cart.id === null));
  // The lines and their quantities, and whether every press on them has been answered (a checkout follows both).
  const signature = useMemo(() => cart.items.map((i) => `${i.key}*${i.quantity}`).join(','), [cart.items]);
  const settled = cart.status === 'resolved' && cart.items.every((i) => i.status === 'resolved' || i.status === 'rejected');
  const totalsOf = (items: readonly CartItem[]) =>
    cartTotals(items, fees, items[0]?.article.price.currency ?? fees?.shippingFee.currency ?? 'SEK');
  return { cart, count, fees, loading, setQuantity, remove, signature, settled, totalsOf };
}

import { useCallback } from 'react';
import type { CartItem } from '@/store/cart-slice';
import { selectCart, selectCartCount } from '@/store/cart-slice';
import { changeQuantity, removeFromCart } from '@/store/cart-thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectFees } from '@/store/site-slice';

/** The cart's state and events for the cart page and the mini cart. */
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
  return { cart, count, fees, loading, setQuantity, remove };
}

import { createContext, useContext } from 'react';

/**
 * The cart count the server writes into the header's `data-nf-cart-n` attributes (server/cart-count.ts
 * cartCountSlot): digits, '' for none, or the edge's placeholder. Provided by pages/_document.tsx around
 * the server render only; in the browser it is '' (the attributes keep what the HTML says until the app
 * has hydrated and the browser's cart takes over).
 */
export const CartCountHint = createContext('');

export const useCartCountHint = (): string => useContext(CartCountHint);

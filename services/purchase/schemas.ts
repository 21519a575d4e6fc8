/** Runtime validation of purchase-service responses (server side). */
import { z } from 'zod';
import { moneySchema } from '../shop/schemas';
import type { CartResponse, CheckoutResponse, OrderResponse } from './types';

const cartArticleSchema = z.object({
  articleId: z.string(),
  dyoId: z.string().optional(),
  legacyArticleId: z.string(),
  title: z.string(),
  brand: z.string(),
  slug: z.string(),
  price: moneySchema,
  imageUrl: z.string(),
  dyoImageUrl: z.string().optional(),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  stock: z.number().int(),
  availabilityDate: z.string().optional(),
  shipsFree: z.boolean().optional(),
  notForSale: z.enum(['noPrice', 'notBuyable', 'notAvailable']).optional(),
});

export const cartSchema: z.ZodType<CartResponse> = z.object({
  data: z.object({
    id: z.string(),
    items: z.array(z.object({ article: cartArticleSchema, quantity: z.number().int().positive() })),
  }),
});

export const checkoutSchema: z.ZodType<CheckoutResponse> = z.object({
  data: z.object({
    checkout: z.object({ snippet: z.string() }),
    summary: z.object({
      subtotal: moneySchema,
      shipping: moneySchema,
      discount: moneySchema,
      total: moneySchema,
      rebateCode: z.object({ code: z.string(), title: z.string() }).optional(),
    }),
  }),
});

const orderItemSchema = z.object({
  articleId: z.string(),
  dyoId: z.string().optional(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string(),
  dyoImageUrl: z.string().optional(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema,
  availabilityDate: z.string().optional(),
});

export const orderSchema: z.ZodType<OrderResponse> = z.object({
  data: z.object({
    orderId: z.string(),
    items: z.array(orderItemSchema),
    subtotalAmount: moneySchema,
    discountAmount: moneySchema,
    rebateCode: z.object({ code: z.string(), title: z.string() }).optional(),
    totalAmount: moneySchema,
    totalVatAmount: moneySchema,
    totalShippingAmount: moneySchema,
    email: z.string(),
    shippingAddress: z.object({
      fullName: z.string(),
      streetAddress: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
    profit: z.number(),
    profitArticleList: z.array(z.object({ articleId: z.string(), profit: z.number(), quantity: z.number() })),
  }),
});

export const placeOrderSchema = z.object({ data: z.object({ orderId: z.string() }) });

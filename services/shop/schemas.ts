/** Runtime validation of shop-service responses; each schema is checked against its wire type. */
import { z } from 'zod';
import type {
  BadgesResponse,
  FeesResponse,
  FooterResponse,
  MenuBaseResponse,
  MenuChildrenResponse,
  SiteSettingsResponse,
  WireMenuChildren,
  WireMenuItem,
} from './types';

export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.enum(['SEK', 'DKK', 'NOK', 'EUR']),
});

const menuItemSchema: z.ZodType<WireMenuItem> = z.lazy(() =>
  z.object({
    categoryId: z.string(),
    name: z.string(),
    slug: z.string(),
    canLoadChildren: z.boolean(),
    children: menuChildrenSchema,
  }),
);

const menuChildrenSchema: z.ZodType<WireMenuChildren> = z.lazy(() =>
  z.union([
    z.array(menuItemSchema),
    z.object({
      featured: z.array(menuItemSchema),
      rest: z.object({ title: z.string(), items: z.array(menuItemSchema) }).optional(),
    }),
  ]),
);

export const menuBaseSchema: z.ZodType<MenuBaseResponse> = z.object({
  data: z.object({ items: z.array(menuItemSchema) }),
});

export const menuChildrenResponseSchema: z.ZodType<MenuChildrenResponse> = z.object({
  data: z.object({ categoryId: z.string(), children: menuChildrenSchema }),
});

export const siteSettingsSchema: z.ZodType<SiteSettingsResponse> = z.object({
  data: z.object({
    deliveryPolicy: z.object({
      freeShippingThreshold: moneySchema,
      deliveryDaysMin: z.number(),
      deliveryDaysMax: z.number(),
    }),
    climateCompensation: z.boolean(),
    productRanking: z.string(),
    defaultHeaderColor: z.string().optional(),
  }),
});

export const footerSchema: z.ZodType<FooterResponse> = z.object({
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) })),
    paymentMethods: z.array(z.string()),
    legal: z.string(),
  }),
});

export const badgesSchema: z.ZodType<BadgesResponse> = z.object({
  data: z.object({
    badges: z.array(z.object({ id: z.string(), label: z.string(), background: z.string(), color: z.string() })),
  }),
});

export const feesSchema: z.ZodType<FeesResponse> = z.object({
  data: z.object({ shippingFee: moneySchema, freeShippingThreshold: moneySchema }),
});

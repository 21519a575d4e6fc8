/**
 * Wire shapes of the shop service (SHOP_API_URL): navigation, CMS and fees. One zod schema per response (validated on the server; the types
 * are inferred from it). Every response is wrapped in `{ data }` except `cms/footer`, which answers `{ footer }` (docs/spec.md §7). The
 * local services in dev-services/ implement exactly these shapes.
 */
import { z } from 'zod';
import type { Money } from '@/lib/money';

/** Money in minor units (öre, cent); the one `Money` of lib/money.ts. */
export type WireMoney = Money;

export const moneySchema: z.ZodType<WireMoney> = z.object({ amount: z.number().int(), currency: z.enum(['SEK', 'DKK', 'NOK', 'EUR']) });

export interface WireMenuItem {
  categoryId: string;
  name: string;
  /** Category slug, used to build the category href. */
  slug: string;
  canLoadChildren: boolean;
  /** Empty until loaded when `canLoadChildren` is true. */
  children: WireMenuChildren;
}

/** Children are a flat list, or a featured list plus an optional "rest" group. */
export type WireMenuChildren = WireMenuItem[] | { featured: WireMenuItem[]; rest?: { title: string; items: WireMenuItem[] } };

const menuItemSchema: z.ZodType<WireMenuItem> = z.lazy(() =>
  z.object({ categoryId: z.string(), name: z.string(), slug: z.string(), canLoadChildren: z.boolean(), children: menuChildrenSchema }),
);

const menuChildrenSchema: z.ZodType<WireMenuChildren> = z.lazy(() =>
  z.union([
    z.array(menuItemSchema),
    z.object({ featured: z.array(menuItemSchema), rest: z.object({ title: z.string(), items: z.array(menuItemSchema) }).optional() }),
  ]),
);

/** GET navigation/v1/menu/base */
export const menuBaseSchema = z.object({ data: z.object({ items: z.array(menuItemSchema) }) });
export type MenuBaseResponse = z.output<typeof menuBaseSchema>;

/** GET navigation/v1/menu/{id} */
export const menuChildrenResponseSchema = z.object({ data: z.object({ categoryId: z.string(), children: menuChildrenSchema }) });
export type MenuChildrenResponse = z.output<typeof menuChildrenResponseSchema>;

/** GET cms/v1/siteSettings */
export const siteSettingsSchema = z.object({
  data: z.object({
    deliveryPolicy: z.object({ freeShippingThreshold: moneySchema, deliveryDaysMin: z.number(), deliveryDaysMax: z.number() }),
    climateCompensation: z.boolean(),
    productRanking: z.string(),
    /** Theme colour name; the app defaults to `hunter500` when absent. */
    defaultHeaderColor: z.string().optional(),
  }),
});
export type SiteSettingsResponse = z.output<typeof siteSettingsSchema>;

const footerLink = z.object({
  label: z.string(),
  /** Internal route key (e.g. `/customer-service/`) or an absolute https URL. */
  href: z.string(),
});

/** GET cms/footer */
export const footerSchema = z.object({
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(footerLink) })),
    paymentMethods: z.array(z.string()),
    legal: z.string(),
  }),
});
export type FooterResponse = z.output<typeof footerSchema>;

/** GET cms/v1/badges; `background` and `color` are theme colour names. */
export const badgesSchema = z.object({
  data: z.object({ badges: z.array(z.object({ id: z.string(), label: z.string(), background: z.string(), color: z.string() })) }),
});
export type BadgesResponse = z.output<typeof badgesSchema>;

/** GET fees/v1/fees */
export const feesSchema = z.object({ data: z.object({ shippingFee: moneySchema, freeShippingThreshold: moneySchema }) });
export type FeesResponse = z.output<typeof feesSchema>;

/** Error body of every service (both shop and purchase). */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface WireError {
  message: string;
  code?: string;
}

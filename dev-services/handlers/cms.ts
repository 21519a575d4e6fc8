import type { BadgesResponse, FooterResponse, SiteSettingsResponse } from '../../services/shop/types';
import type { RequestContext } from '../context';
import { ok } from '../http';
import type { Reply } from '../http';
import type { Market } from '../lib/locale';
import { money } from '../lib/money';
import { DELIVERY_DAYS, FEES } from '../seed/fees';
import { FOOTER_COLUMNS, LEGAL } from '../seed/footer';

const PAYMENT_METHODS: Readonly<Record<Market, string[]>> = {
  SE: ['visa', 'mastercard', 'klarna', 'swish'],
  DK: ['visa', 'mastercard', 'klarna', 'mobilepay'],
  NO: ['visa', 'mastercard', 'klarna', 'vipps'],
  FI: ['visa', 'mastercard', 'klarna', 'mobilepay'],
};

/** GET /cms/v1/siteSettings */
export function siteSettings(ctx: RequestContext): Reply {
  const body: SiteSettingsResponse = {
    data: {
      deliveryPolicy: {
        freeShippingThreshold: money(FEES[ctx.market].freeShippingThreshold, ctx.market),
        deliveryDaysMin: DELIVERY_DAYS.min,
        deliveryDaysMax: DELIVERY_DAYS.max,
      },
      climateCompensation: true,
      productRanking: 'popularity',
      defaultHeaderColor: 'hunter500',
    },
  };
  return ok(body);
}

/** GET /cms/footer: answers `{ footer }`, not `{ data }` (docs/spec.md §7). */
export function footer(ctx: RequestContext): Reply {
  const { locale } = ctx;
  const body: FooterResponse = {
    footer: {
      columns: FOOTER_COLUMNS.map((column) => ({
        title: column.title[locale],
        links: column.links
          .filter((link) => (!link.only || link.only.includes(locale)) && !link.except?.includes(locale))
          .map((link) => ({ label: link.label[locale], href: typeof link.href === 'string' ? link.href : link.href[locale] })),
      })),
      paymentMethods: PAYMENT_METHODS[ctx.market],
      legal: `© ${new Date().getUTCFullYear()} ${LEGAL[locale]}`,
    },
  };
  return ok(body);
}

/** GET /cms/v1/badges */
export function badges(ctx: RequestContext): Reply {
  const body: BadgesResponse = {
    data: { badges: ctx.catalog.badges.map((b) => ({ id: b.id, label: b.label[ctx.locale], background: b.background, color: b.color })) },
  };
  return ok(body);
}

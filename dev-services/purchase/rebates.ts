import { HttpError } from '../http';
import type { L10n, Locale, Market } from '../lib/locale';
import { CURRENCY_BY_MARKET, l10n, t5 } from '../lib/locale';
import { formatMoney } from '../lib/money';

/** A rebate code accepted at checkout. */
export type Rebate =
  | { code: string; kind: 'percent'; percent: number; title: L10n }
  | { code: string; kind: 'fixed'; amount: number; title: L10n }
  | { code: string; kind: 'free-shipping'; title: L10n };

const FIXED_AMOUNT: Readonly<Record<Market, number>> = { SE: 10000, DK: 10000, NO: 10000, FI: 1000 };

function fixedTitle(market: Market): L10n {
  const amount = (locale: Locale): string => formatMoney(FIXED_AMOUNT[market], CURRENCY_BY_MARKET[market], locale);
  return l10n(
    (locale) =>
      ({
        'sv-SE': `${amount(locale)} rabatt`,
        'da-DK': `${amount(locale)} rabat`,
        'nb-NO': `${amount(locale)} rabatt`,
        'fi-FI': `${amount(locale)} alennus`,
        'en-US': `${amount(locale)} off`,
      })[locale],
  );
}

/**
 * Resolves a rebate code (case-insensitive): FYND10, FRIFRAKT, VINTER100. SOMMAR2024 has
 * expired; anything else is invalid. Empty means no code.
 */
export function resolveRebate(raw: string | undefined, market: Market): Rebate | undefined {
  const code = raw?.trim().toUpperCase() ?? '';
  if (code === '') return undefined;
  switch (code) {
    case 'FYND10':
      return { code, kind: 'percent', percent: 10, title: t5('10 % rabatt', '10 % rabat', '10 % rabatt', '10 %:n alennus', '10% off') };
    case 'FRIFRAKT':
      return { code, kind: 'free-shipping', title: t5('Fri frakt', 'Fri fragt', 'Fri frakt', 'Ilmainen toimitus', 'Free shipping') };
    case 'VINTER100':
      return { code, kind: 'fixed', amount: FIXED_AMOUNT[market], title: fixedTitle(market) };
    case 'SOMMAR2024':
      throw new HttpError(400, 'Rebate code expired', { code: 'REBATE_CODE_EXPIRED' });
    default:
      throw new HttpError(400, 'Invalid rebate code', { code: 'REBATE_CODE_INVALID' });
  }
}

import type { Locale, Market } from '../lib/locale';
import { CURRENCY_BY_MARKET } from '../lib/locale';
import { formatMoney } from '../lib/money';
import { escapeXml } from '../lib/text';
import { CHECKOUT_TEXTS } from '../content/checkout-texts';
import { CHECKOUT_FIELDS, FIELDS_SUMMARY, fieldTexts } from '../content/checkout-field-texts';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { POSTAL_RULES, postalPattern } from '../lib/postal-code';

/** Relative: the browser reaches the purchase service through the app's proxy. */
const PLACE_ORDER_URL = '/api/purchase/order/v1/place';

export interface SnippetInput {
  cartId: string;
  checkoutToken: string;
  confirmationUrl: string;
  market: Market;
  locale: Locale;
  total: number;
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The HTML of the embedded checkout: a labelled address form and the script that places the order.
 * The form checks itself (`novalidate`: no browser bubbles in the browser's language): each field
 * gets its message in the checkout's locale below it, linked with aria-describedby.
 */
export function checkoutSnippet(input: SnippetInput): string {
  const text = (key: keyof typeof CHECKOUT_TEXTS): string => escapeXml(CHECKOUT_TEXTS[key][input.locale]);
  const id = `nf-co-${input.checkoutToken.replace(/[^a-z0-9]/gi, '').slice(0, 10)}`;
  const input_ = (name: string, type: string, autocomplete: string, extra = ''): string =>
    `<div class="nf-checkout__field"><label for="${id}-${name}">${text(name as keyof typeof CHECKOUT_TEXTS)}</label>` +
    `<input id="${id}-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${extra}>` +
    `<p id="${id}-${name}-error" class="nf-checkout__field-error" hidden></p></div>`;
  const messages = fieldTexts(input.market);
  const config = {
    formId: `${id}-form`,
    errorId: `${id}-error`,
    placeUrl: PLACE_ORDER_URL,
    cartId: input.cartId,
    checkoutToken: input.checkoutToken,
    confirmationUrl: input.confirmationUrl,
    country: input.market,
    texts: {
      pending: CHECKOUT_TEXTS.pending[input.locale],
      invalid: CHECKOUT_TEXTS.invalid[input.locale],
      conflict: CHECKOUT_TEXTS.conflict[input.locale],
      failed: CHECKOUT_TEXTS.failed[input.locale],
      summary: FIELDS_SUMMARY[input.locale],
    },
    fields: CHECKOUT_FIELDS.map((name) => ({
      name,
      required: messages[name].required[input.locale],
      invalid: messages[name].invalid[input.locale],
    })),
  };
  const total = escapeXml(formatMoney(input.total, CURRENCY_BY_MARKET[input.market], input.locale));
  return [
    `<section class="nf-checkout" aria-labelledby="${id}-title">`,
    `<h2 id="${id}-title" class="nf-checkout__title">${text('heading')}</h2>`,
    `<p class="nf-checkout__note">${text('note')}</p>`,
    `<form id="${id}-form" class="nf-checkout__form" method="post" novalidate>`,
    input_('email', 'email', 'email', ' maxlength="254"'),
    input_('fullName', 'text', 'name', ' minlength="2" maxlength="100"'),
    input_('streetAddress', 'text', 'street-address', ' minlength="3" maxlength="200"'),
    input_(
      'postalCode',
      'text',
      'postal-code',
      ` inputmode="numeric" pattern="${postalPattern(input.market)}" maxlength="20" data-postal-digits="${POSTAL_RULES[input.market].digits}"`,
    ),
    input_('city', 'text', 'address-level2', ' minlength="2" maxlength="100"'),
    `<p id="${id}-error" class="nf-checkout__error" role="alert" hidden></p>`,
    `<p class="nf-checkout__total">${text('total')}: <strong>${total}</strong></p>`,
    `<button type="submit" class="nf-checkout__submit">${text('submit')}</button>`,
    `</form>`,
    `<script>(function () {\nvar config = ${scriptJson(config)};${CHECKOUT_SCRIPT}})();</script>`,
    `</section>`,
  ].join('\n');
}

import type { L10n, Locale } from '../lib/locale';
import { l10n, t5 } from '../lib/locale';
import { colorByKey, CONDITION_LABELS } from './vocabulary';
import type { Condition } from './types';

const SIZE_WORD = t5('stl.', 'str.', 'str.', 'koko', 'size');

/** The parts of a title that tell variants apart. */
export interface VariantParts {
  color?: string | undefined;
  storage?: string | undefined;
  size?: string | undefined;
}

function isGarmentSize(value: string): boolean {
  return /^(XS|S|M|L|XL|XXL|\d{1,2})$/.test(value);
}

function variantSuffix(parts: VariantParts, locale: Locale): string {
  let out = '';
  if (parts.storage) out += ` ${parts.storage}`;
  if (parts.size && !isGarmentSize(parts.size)) out += ` ${parts.size}`;
  if (parts.color) out += `, ${colorByKey(parts.color).name[locale]}`;
  if (parts.size && isGarmentSize(parts.size)) out += `, ${SIZE_WORD[locale]} ${parts.size}`;
  return out;
}

function conditionSuffix(condition: Condition, locale: Locale): string {
  return condition === 'new' ? '' : ` (${CONDITION_LABELS[condition][locale].toLowerCase()})`;
}

/**
 * "Nordic Sound Bluetooth-högtalare Flow 3, svart"; with `modelIsName` the noun is left out
 * ("Apple iPhone 13 128 GB (renoverad)").
 */
export function productTitle(
  brand: string,
  noun: L10n,
  model: string,
  parts: VariantParts,
  condition: Condition,
  modelIsName: boolean,
): L10n {
  return l10n((locale) => {
    const head = modelIsName ? `${brand} ${model}` : `${brand} ${noun[locale]} ${model}`;
    return `${head}${variantSuffix(parts, locale)}${conditionSuffix(condition, locale)}`;
  });
}

/** A design-your-own title: "Designa eget mobilskal – iPhone 15, vit". */
export function dyoTitle(lead: L10n, subject: string, parts: VariantParts): L10n {
  return l10n((locale) => `${lead[locale]}${subject ? ` – ${subject}` : ''}${variantSuffix(parts, locale)}`);
}

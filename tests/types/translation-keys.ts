/**
 * Type tests, compiled by `tsc --noEmit` and never run: translation keys are typed from
 * public/locales/sv-SE/*.json (types/i18next.d.ts), so a key that is in no file fails `tsc`.
 * Each `@ts-expect-error` itself fails `tsc` if the line under it ever type-checks.
 */
import type { ParseKeys, TFunction } from 'i18next';
import { noticeKey } from '@/components/layout/form-notice';
import { useT } from '@/components/i18n/use-t';

export function keysOfTheDefaultNamespace(t: TFunction) {
  t('header::cart');
  t('header::cartLabel', { count: 2 });
  // The brand's texts are a fallback namespace of every translate function (next-i18next.config.js).
  t('brand::name');
  // @ts-expect-error a key that is in no file
  t('header::kart');
  // @ts-expect-error the key separator is "::" (next-i18next.config.js)
  t('header.cart');
  // @ts-expect-error a key of another namespace
  t('breadcrumbs::home');
  // @ts-expect-error a default value does not let a wrong key through (strictKeyChecks)
  t('header::kart', { defaultValue: 'Varukorg' });
}

export function keysBuiltAtRunTime(t: TFunction, code: string, condition: 'new' | 'used') {
  // @ts-expect-error a key built from any string
  t(`cart::errors::${code}`);
  const catalog = null as unknown as TFunction<'catalog'>;
  catalog(`condition::${condition}`);
  // @ts-expect-error "broken" is not a condition with a text
  catalog(`condition::${condition === 'new' ? 'new' : 'broken'}`);
  t(noticeKey('cart-error-OUT_OF_STOCK'));
}

export function useTKeepsTheNamespace() {
  const { t } = useT('dyo');
  t('editor::loading');
  // The fallback namespaces (translation, the brand's) answer in every namespace.
  t('header::cart');
  // @ts-expect-error catalog is not a namespace of useT('dyo') nor a fallback
  t('breadcrumbs::home');
  const { t: shell } = useT();
  shell('header::searchLabel');
}

export const keyUnion: ParseKeys<'consent'> = 'banner::title';
// @ts-expect-error not a key of consent.json
export const notAKey: ParseKeys<'consent'> = 'banner::titel';

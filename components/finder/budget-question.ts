import type { TFunction } from 'i18next';
import { BUDGETS, budgetRange, type Budget } from '@/lib/catalog/finder';
import { formatPrice } from '@/lib/format';
import { currencyOf, type Locale } from '@/lib/locales';
import type { Question } from './question-form';

/** The finders' budget question, its choices with amounts in the shopper's currency ("Up to 300 kr"). */
export function budgetQuestion(locale: Locale, t: TFunction<'catalog'>, value: Budget | null): Question {
  const currency = currencyOf(locale);
  const money = (major: number | undefined) => (major === undefined ? '' : formatPrice({ amount: major * 100, currency }, locale));
  const options = BUDGETS.map((budget) => {
    const { min, max } = budgetRange(budget, currency);
    return { value: budget, label: t(`finder::budgets::${budget}`, { min: money(min), max: money(max) }) };
  });
  return { name: 'budget', legend: t('finder::budget'), anyLabel: t('finder::any'), value, options };
}

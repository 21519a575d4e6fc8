import { colorByKey, PROPERTY_NAMES, same } from './vocabulary';
import type { ArticleDraft } from './draft';
import type { L10n } from '../lib/locale';
import { l10n } from '../lib/locale';
import type { SeedArticle, SeedVariation, VariationKey } from './types';

function optionLabel(key: VariationKey, value: string): L10n {
  if (key !== 'color') return same(value);
  const name = colorByKey(value).name;
  return l10n((locale) => name[locale].charAt(0).toUpperCase() + name[locale].slice(1));
}

/**
 * Links the variants of each family: for every axis an article lists the siblings that differ
 * only on that axis (the red M shirt lists red S/M/L under size and every colour in M under colour).
 */
export function attachVariations(articles: SeedArticle[], drafts: readonly ArticleDraft[]): void {
  const byFamily = new Map<string, number[]>();
  drafts.forEach((draft, i) => {
    const list = byFamily.get(draft.familyId) ?? [];
    list.push(i);
    byFamily.set(draft.familyId, list);
  });
  byFamily.forEach((members) => {
    if (members.length < 2) return;
    members.forEach((i) => {
      const draft = drafts[i];
      const article = articles[i];
      if (!draft || !article) return;
      const groups: SeedVariation[] = [];
      draft.axisOrder.forEach((key) => {
        const siblings = members.filter((j) => {
          const other = drafts[j];
          return other !== undefined && draft.axisOrder.every((k) => k === key || other.axisValues[k] === draft.axisValues[k]);
        });
        if (siblings.length < 2) return;
        groups.push({
          key,
          name: PROPERTY_NAMES[key],
          options: siblings.map((j) => {
            const value = drafts[j]?.axisValues[key] ?? '';
            return { value, label: optionLabel(key, value), articleId: articles[j]?.articleId ?? '' };
          }),
        });
      });
      article.variations = groups;
    });
  });
}

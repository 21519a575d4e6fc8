/**
 * A cart line's words for a saved design ("Egen design: text ”Anna”, grön bakgrund"; for a garment its sides), in place of the catalog
 * variant, which says nothing about the design. Loaded with next/dynamic only where a line holds a design: not in the cart's shared bundle.
 */
import type { ParseKeys } from 'i18next';
import { useRouter } from 'next/router';
import type { DesignSummary as Summary } from '@/lib/dyo/summarize-design';
import { useT } from '@/components/i18n/use-t';
import { useDesignSummaryQuery } from '@/store/dyo-summary-queries';

/** The summary as words: which sides, then the texts (and how many more), pictures, stickers, map and background. */
export function describeDesign(
  summary: Summary,
  t: (key: Extract<ParseKeys, `dyoSummary::${string}`>, options?: Record<string, unknown>) => string,
): string {
  const parts = [
    ...summary.texts.map((text) => t('dyoSummary::text', { text })),
    ...(summary.moreTexts ? [t('dyoSummary::moreTexts', { count: summary.moreTexts })] : []),
    ...(summary.images > 0 ? [t('dyoSummary::images', { count: summary.images })] : []),
    ...(summary.stickers > 0 ? [t('dyoSummary::stickers', { count: summary.stickers })] : []),
    ...(summary.place ? [t('dyoSummary::map', { place: summary.place })] : []),
    ...(summary.background ? [t('dyoSummary::background', { color: t(`dyoSummary::colors::${summary.background}`) })] : []),
  ];
  const sides = summary.sides.length === 2 ? 'both' : summary.sides[0];
  const lead = sides ? t(`dyoSummary::lead::${sides}`) : t('dyoSummary::lead::plain');
  return parts.length > 0 ? `${lead}: ${parts.join(', ')}` : lead;
}

export default function DesignSummary({ dyoId, className }: { dyoId: string; className?: string }) {
  const { t } = useT();
  const { locale } = useRouter();
  const answer = useDesignSummaryQuery(dyoId, locale);
  if (!answer) return null;
  // A design stored before summaries still says it is a design.
  return (
    <p className={className} data-testid="dyo-summary">
      {answer.summary ? describeDesign(answer.summary, t) : t('dyoSummary::lead::plain')}
    </p>
  );
}

import type { ArticlesRequest } from '../../services/catalog/types';
import type { WireCmsPageKey } from '../../services/catalog/content-types';
import type { L10n } from '../lib/locale';

/** A CMS page in every locale; `articles` blocks are resolved to summaries when served. */
export type BlockDef =
  | { type: 'text'; heading?: L10n; paragraphs: readonly L10n[] }
  | { type: 'faq'; heading: L10n; entries: readonly { question: L10n; answer: L10n }[] }
  | { type: 'links'; heading: L10n; links: readonly { label: L10n; href: string }[] }
  | {
      type: 'articles';
      heading: L10n;
      articleIds?: readonly string[];
      query?: Pick<ArticlesRequest, 'category' | 'q' | 'condition' | 'sort' | 'campaign'>;
    };

export interface PageDef {
  key: WireCmsPageKey;
  title: L10n;
  intro: L10n;
  blocks: readonly BlockDef[];
}

/**
 * The design-your-own articles of the catalog, shaped for the pickers: phone covers by maker and model, garments by type, colour and size.
 * DYO articles are Nordfynd's own "Fynd Design" brand; only those with a supported `dyo` classification are offered (docs/spec.md §2).
 */
import type { DyoKind } from '@/lib/dyo/kinds';
import { dyoClassification, dyoKindOf, UnsupportedDyoArticleError, type DyoArticleKind } from '@/lib/dyo/links';
import { phoneMockupOf } from '@/lib/dyo/phone-models';
import type { DyoProductInfo } from '@/lib/dyo/product-types/types';
import type { RequestContext } from '@/lib/request-context';
import type { WireArticle } from '@/services/catalog/types';
import type {
  DyoArticleBase,
  DyoEngine,
  DyoPicker,
  EditorData,
  GarmentOption,
  PhoneCoverOption,
  PickerOptions,
} from '@/lib/dyo/page-props';
import { catalogClient } from '../services';

/** The brand every DYO article of the catalog belongs to. */
const DYO_BRAND_SLUG = 'fynd-design';

/** Phone maker from the model name; the catalog only names the model. */
function phoneMakerOf(model: string): string {
  if (/^iphone/i.test(model)) return 'Apple';
  if (/^galaxy/i.test(model)) return 'Samsung';
  if (/^pixel/i.test(model)) return 'Google';
  return model.split(' ')[0] ?? model;
}

const base = (a: WireArticle): DyoArticleBase => ({ articleId: a.articleId, title: a.title, price: a.price, imageUrl: a.imageUrl });
const prop = (a: WireArticle, key: string) => a.properties.find((p) => p.key === key)?.value;
const selected = (a: WireArticle, dimension: string) =>
  a.variationalProperties.find((v) => v.name === dimension)?.options.find((o) => o.selected);

function toPhoneCover(a: WireArticle): PhoneCoverOption {
  const model = prop(a, 'model') ?? a.title;
  return { ...base(a), model, maker: phoneMakerOf(model), coverType: dyoClassification(a) ?? '' };
}

function toGarment(a: WireArticle): GarmentOption {
  const category = a.breadcrumbs[a.breadcrumbs.length - 1];
  const color = selected(a, 'color');
  return {
    ...base(a),
    garment: category?.slug ?? 'clothes',
    garmentLabel: category?.name ?? a.title,
    color: color?.value ?? 'white',
    colorLabel: color?.label ?? prop(a, 'color') ?? '',
    size: selected(a, 'size')?.value ?? prop(a, 'size') ?? null,
  };
}

function kindOrNull(a: { classifications: { name: string; value: string }[] }): DyoArticleKind | null {
  try {
    return dyoKindOf(a);
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) return null;
    throw error;
  }
}

/** All supported DYO articles of one kind, in full (details are cached by the catalog client; a kind without articles of its own has none). */
async function dyoArticles(ctx: RequestContext, kind: DyoKind): Promise<WireArticle[]> {
  const list = await catalogClient().articles(ctx, { brand: DYO_BRAND_SLUG, pageSize: '96', sort: 'price_asc' });
  const ids = list.items.filter((a) => kindOrNull(a) === kind).map((a) => a.articleId);
  const details = await Promise.all(ids.map((id) => catalogClient().article(ctx, id)));
  return details.sort((a, b) => a.articleId.localeCompare(b.articleId));
}

const phoneCoverOptions = async (ctx: RequestContext) => (await dyoArticles(ctx, 'phone-cover')).map(toPhoneCover);
const garmentOptions = async (ctx: RequestContext) => (await dyoArticles(ctx, 'clothes')).map(toGarment);

/** What each landing page's picker offers (the registry's `picker`). */
export const PICKER_OPTIONS: { [P in DyoPicker]: (ctx: RequestContext) => Promise<PickerOptions[P]> } = {
  phone: phoneCoverOptions,
  garment: garmentOptions,
};

/** An editor's article and data; `article` null: the engine opens without one (its type has no picker). */
type EditorLoad<E extends DyoEngine> = (
  ctx: RequestContext,
  type: DyoProductInfo,
  article: WireArticle | null,
) => Promise<{ article: WireArticle; data: EditorData[E] } | null>;

/** What each editor (the registry's `engine`) gets from the server; null: no article to design. */
export const EDITOR_DATA: { [E in DyoEngine]: EditorLoad<E> } = {
  image: async (ctx, type, article) => {
    const chosen = article ?? (await dyoArticles(ctx, type.printedOn))[0];
    if (!chosen) return null;
    // A phone cover is drawn for its model and can change to another.
    if (type.picker !== 'phone') return { article: chosen, data: {} };
    return { article: chosen, data: { mockup: phoneMockupOf(chosen, ctx.log), phones: await phoneCoverOptions(ctx) } };
  },
  clothes: async (ctx, _type, article) => {
    if (!article) return null;
    const garment = toGarment(article).garment;
    return { article, data: { variants: (await garmentOptions(ctx)).filter((o) => o.garment === garment) } };
  },
  // A map cover is printed on a phone case; without an article, on the first case (not a wallet case).
  map: async (ctx, _type, article) => {
    const phones = await phoneCoverOptions(ctx);
    const first = phones.find((p) => p.coverType === 'isecretsCases') ?? phones[0];
    const chosen = article ?? (first ? await catalogClient().article(ctx, first.articleId) : null);
    return chosen ? { article: chosen, data: { phones } } : null;
  },
};

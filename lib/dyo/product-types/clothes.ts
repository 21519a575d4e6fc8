/** Clothes (t-shirts, hoodies, totes): front and back, each with its own print area; the garment keeps its colour. */
import { garmentShapeOf } from '../products';
import { STARTER_TEMPLATES } from '../starter-templates';
import { garmentTemplate } from '../templates';
import type { DyoProductInfo, DyoProductType } from './types';

export const clothesInfo = {
  kind: 'clothes',
  classifications: ['isecretsClothes'],
  printedOn: 'clothes',
  routes: { landing: '/dyo/clothes-initial-landing-page/', engine: '/dyo/clothes-engine/' },
  picker: 'garment',
  engine: 'clothes',
  copy: 'clothes',
  sides: ['front', 'back'],
  background: false,
  summary: { sides: true, background: false },
} as const satisfies DyoProductInfo;

export const clothes = {
  ...clothesInfo,
  templates: STARTER_TEMPLATES,
  template: ({ side, shape }) => garmentTemplate(side, shape),
  // The garment's shape from its category (the last breadcrumb: t-shirts, hoodies, bags).
  articleInput: (article) => ({ shape: garmentShapeOf(article.breadcrumbs?.[article.breadcrumbs.length - 1]?.slug) }),
} as const satisfies DyoProductType;

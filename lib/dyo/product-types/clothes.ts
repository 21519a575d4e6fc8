/** Clothes (t-shirts, hoodies, totes): front and back, each with its own print area; the garment keeps its colour. */
import { garmentShapeOf } from '../products';
import { STARTER_TEMPLATES } from '../starter-templates';
import { garmentTemplate } from '../templates';
import type { DyoProductType } from './types';
import { clothesInfo } from './clothes-info';

export const clothes = {
  ...clothesInfo,
  templates: STARTER_TEMPLATES,
  template: ({ side, shape }) => garmentTemplate(side, shape),
  // The garment's shape from its category (the last breadcrumb: t-shirts, hoodies, bags).
  articleInput: (article) => ({ shape: garmentShapeOf(article.breadcrumbs?.[article.breadcrumbs.length - 1]?.slug) }),
} as const satisfies DyoProductType;

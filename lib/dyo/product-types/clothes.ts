/** Clothes (t-shirts, hoodies, totes): front and back, each with its own print area; the garment keeps its colour. */
import { STARTER_TEMPLATES } from '../starter-templates';
import { garmentTemplate } from '../templates';
import type { DyoProductType } from './types';

export const clothes = {
  kind: 'clothes',
  sides: ['front', 'back'],
  background: false,
  templates: STARTER_TEMPLATES,
  template: ({ side, shape }) => garmentTemplate(side, shape),
} as const satisfies DyoProductType;

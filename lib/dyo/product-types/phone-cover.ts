/** Phone covers (cases and wallet cases): one printed side, the model's size, corners and camera cut-out. */
import { STARTER_TEMPLATES } from '../starter-templates';
import { phoneCoverTemplate } from '../templates';
import type { DyoProductType } from './types';

export const phoneCover = {
  kind: 'phone-cover',
  sides: ['front'],
  background: true,
  templates: STARTER_TEMPLATES,
  template: ({ mockup }) => phoneCoverTemplate(mockup),
} as const satisfies DyoProductType;

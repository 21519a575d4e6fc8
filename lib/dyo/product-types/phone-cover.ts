/** Phone covers (cases and wallet cases): one printed side, the model's size, corners and camera cut-out. */
import { phoneMockupOf } from '../phone-models';
import { STARTER_TEMPLATES } from '../starter-templates';
import { phoneCoverTemplate } from '../templates';
import type { DyoProductType } from './types';
import { phoneCoverInfo } from './phone-cover-info';

export const phoneCover = {
  ...phoneCoverInfo,
  templates: STARTER_TEMPLATES,
  template: ({ mockup }) => phoneCoverTemplate(mockup),
  articleInput: (article) => ({ mockup: phoneMockupOf(article) }),
} as const satisfies DyoProductType;

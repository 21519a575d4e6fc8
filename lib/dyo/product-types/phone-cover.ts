/** Phone covers (cases and wallet cases): one printed side, the model's size, corners and camera cut-out. */
import { phoneMockupOf } from '../phone-models';
import { STARTER_TEMPLATES } from '../starter-templates';
import { phoneCoverTemplate } from '../templates';
import type { DyoProductInfo, DyoProductType } from './types';

export const phoneCoverInfo = {
  kind: 'phone-cover',
  classifications: ['isecrets', 'isecretsCases'],
  printedOn: 'phone-cover',
  routes: { landing: '/dyo/initial-landing-page/', engine: '/dyo/engine/' },
  picker: 'phone',
  engine: 'image',
  copy: 'phone',
  sides: ['front'],
  background: true,
  summary: { sides: false, background: true },
} as const satisfies DyoProductInfo;

export const phoneCover = {
  ...phoneCoverInfo,
  templates: STARTER_TEMPLATES,
  template: ({ mockup }) => phoneCoverTemplate(mockup),
  articleInput: (article) => ({ mockup: phoneMockupOf(article) }),
} as const satisfies DyoProductType;

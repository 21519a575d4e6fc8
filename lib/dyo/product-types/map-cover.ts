/** Map covers: a phone cover whose design starts from a map (Swedish map engine), so no starter templates. */
import { phoneCoverTemplate } from '../templates';
import type { DyoProductType } from './types';

export const mapCover = {
  kind: 'map-cover',
  sides: ['front'],
  background: true,
  templates: [],
  template: ({ mockup }) => phoneCoverTemplate(mockup),
} as const satisfies DyoProductType;

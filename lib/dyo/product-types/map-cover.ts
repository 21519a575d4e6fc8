/** Map covers: a phone cover whose design starts from a map (Swedish map engine), so no starter templates. */
import { phoneMockupOf } from '../phone-models';
import { phoneCoverTemplate } from '../templates';
import type { DyoProductType } from './types';
import { mapCoverInfo } from './map-cover-info';

export const mapCover = {
  ...mapCoverInfo,
  templates: [],
  template: ({ mockup }) => phoneCoverTemplate(mockup),
  articleInput: (article) => ({ mockup: phoneMockupOf(article) }),
} as const satisfies DyoProductType;

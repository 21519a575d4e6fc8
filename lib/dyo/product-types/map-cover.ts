/** Map covers: a phone cover whose design starts from a map (Swedish map engine), so no starter templates. */
import { phoneMockupOf } from '../phone-models';
import { phoneCoverTemplate } from '../templates';
import type { DyoProductInfo, DyoProductType } from './types';

export const mapCoverInfo = {
  kind: 'map-cover',
  // Printed on phone-case articles: no classification of its own.
  classifications: [],
  printedOn: 'phone-cover',
  routes: { landing: '/dyo/map-engine/', engine: '/dyo/map-engine/' },
  picker: 'none',
  engine: 'map',
  copy: 'map',
  sides: ['front'],
  background: true,
  summary: { sides: false, background: true },
} as const satisfies DyoProductInfo;

export const mapCover = {
  ...mapCoverInfo,
  templates: [],
  template: ({ mockup }) => phoneCoverTemplate(mockup),
  articleInput: (article) => ({ mockup: phoneMockupOf(article) }),
} as const satisfies DyoProductType;

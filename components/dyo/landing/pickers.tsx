/**
 * The picker of each `picker` the product registry names (lib/dyo/product-types/), for the one landing page. Each is rendered on the server
 * (the page works without JavaScript) and its code is a chunk of its own, so one type's landing page does not carry another's picker.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { DyoPicker, PickerOptions } from '@/lib/dyo/page-props';

export type PickerProps<P extends DyoPicker> = { options: PickerOptions[P]; initialArticleId: string | null; dyoId: string | null };

export const DYO_PICKERS: { [P in DyoPicker]: ComponentType<PickerProps<P>> } = {
  phone: dynamic(() => import('./phone-picker').then((m) => m.PhonePicker)),
  garment: dynamic(() => import('./garment-picker').then((m) => m.GarmentPicker)),
};

/** Localized words shared by the article generator: colours, materials and property names. */
import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';
import type { PropertyKey } from './types';

export interface ColorDef {
  key: string;
  hex: string;
  name: L10n;
}

export const COLORS: readonly ColorDef[] = [
  { key: 'black', hex: '#2b2d31', name: t5('svart', 'sort', 'svart', 'musta', 'black') },
  { key: 'white', hex: '#f4f4f0', name: t5('vit', 'hvid', 'hvit', 'valkoinen', 'white') },
  { key: 'grey', hex: '#8a9099', name: t5('grå', 'grå', 'grå', 'harmaa', 'grey') },
  { key: 'blue', hex: '#2f6fd6', name: t5('blå', 'blå', 'blå', 'sininen', 'blue') },
  { key: 'navy', hex: '#1f2f57', name: t5('marinblå', 'marineblå', 'marineblå', 'tummansininen', 'navy') },
  { key: 'green', hex: '#2e8b57', name: t5('grön', 'grøn', 'grønn', 'vihreä', 'green') },
  { key: 'red', hex: '#d23c3c', name: t5('röd', 'rød', 'rød', 'punainen', 'red') },
  { key: 'pink', hex: '#f08fb0', name: t5('rosa', 'lyserød', 'rosa', 'vaaleanpunainen', 'pink') },
  { key: 'beige', hex: '#d9c3a0', name: t5('beige', 'beige', 'beige', 'beige', 'beige') },
  { key: 'yellow', hex: '#f2c230', name: t5('gul', 'gul', 'gul', 'keltainen', 'yellow') },
  { key: 'natural', hex: '#efe6d2', name: t5('natur', 'natur', 'natur', 'luonnonvalkoinen', 'natural') },
];

export function colorByKey(key: string): ColorDef {
  return COLORS.find((color) => color.key === key) ?? (COLORS[0] as ColorDef);
}

export const MATERIALS = {
  plastic: t5('plast', 'plast', 'plast', 'muovi', 'plastic'),
  recycledPlastic: t5('återvunnen plast', 'genbrugsplast', 'resirkulert plast', 'kierrätysmuovi', 'recycled plastic'),
  aluminium: t5('aluminium', 'aluminium', 'aluminium', 'alumiini', 'aluminium'),
  steel: t5('rostfritt stål', 'rustfrit stål', 'rustfritt stål', 'ruostumaton teräs', 'stainless steel'),
  cotton: t5('ekologisk bomull', 'økologisk bomuld', 'økologisk bomull', 'luomupuuvilla', 'organic cotton'),
  wool: t5('ull', 'uld', 'ull', 'villa', 'wool'),
  wood: t5('trä', 'træ', 'tre', 'puu', 'wood'),
  silicone: t5('silikon', 'silikone', 'silikon', 'silikoni', 'silicone'),
  glass: t5('glas', 'glas', 'glass', 'lasi', 'glass'),
  polyester: t5('återvunnen polyester', 'genbrugspolyester', 'resirkulert polyester', 'kierrätyspolyesteri', 'recycled polyester'),
  bamboo: t5('bambu', 'bambus', 'bambus', 'bambu', 'bamboo'),
  ceramic: t5('keramik', 'keramik', 'keramikk', 'keramiikka', 'ceramic'),
  rubber: t5('gummi', 'gummi', 'gummi', 'kumi', 'rubber'),
  leather: t5('läder', 'læder', 'skinn', 'nahka', 'leather'),
  paper: t5('papper', 'papir', 'papir', 'paperi', 'paper'),
} as const satisfies Record<string, L10n>;

export type MaterialKey = keyof typeof MATERIALS;

export const PROPERTY_NAMES: Readonly<Record<PropertyKey, L10n>> = {
  color: t5('Färg', 'Farve', 'Farge', 'Väri', 'Color'),
  material: t5('Material', 'Materiale', 'Materiale', 'Materiaali', 'Material'),
  storage: t5('Lagring', 'Lagerplads', 'Lagring', 'Tallennustila', 'Storage'),
  size: t5('Storlek', 'Størrelse', 'Størrelse', 'Koko', 'Size'),
  model: t5('Passar till', 'Passer til', 'Passer til', 'Sopii malliin', 'Compatible with'),
  condition: t5('Skick', 'Stand', 'Tilstand', 'Kunto', 'Condition'),
};

export const CONDITION_LABELS = {
  new: t5('Ny', 'Ny', 'Ny', 'Uusi', 'New'),
  refurb: t5('Renoverad', 'Renoveret', 'Renovert', 'Kunnostettu', 'Refurbished'),
  used: t5('Begagnad', 'Brugt', 'Brukt', 'Käytetty', 'Used'),
} as const satisfies Record<string, L10n>;

/** Same word in every locale (sizes, storage amounts, model names). */
export function same(text: string): L10n {
  return t5(text, text, text, text, text);
}

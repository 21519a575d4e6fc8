/** Merchants selling on the marketplace and the top categories (slugs) they sell in. */
export interface MerchantDef {
  name: string;
  country: 'SE' | 'DK' | 'NO' | 'FI';
  since: number;
  categories: readonly string[];
}

export const MERCHANT_DEFS: readonly MerchantDef[] = [
  { name: 'Fyndlagret', country: 'SE', since: 2015, categories: ['home-kitchen', 'toys', 'garden'] },
  { name: 'Nordic Outlet', country: 'SE', since: 2012, categories: ['fashion', 'sport-outdoors', 'home-kitchen'] },
  { name: 'Teknikboden', country: 'SE', since: 2016, categories: ['phones-accessories', 'computers-electronics'] },
  { name: 'Hemma Direkt', country: 'SE', since: 2019, categories: ['home-kitchen', 'garden'] },
  { name: 'Sportkompaniet', country: 'NO', since: 2014, categories: ['sport-outdoors'] },
  { name: 'Dansk Lagersalg', country: 'DK', since: 2011, categories: ['computers-electronics', 'tools-diy', 'home-kitchen'] },
  { name: 'Helsingin Tukku', country: 'FI', since: 2017, categories: ['beauty-health', 'fashion', 'toys'] },
  { name: 'Outletmagasinet', country: 'NO', since: 2013, categories: ['fashion', 'beauty-health'] },
  { name: 'Djurbutiken Tass', country: 'SE', since: 2020, categories: ['pets'] },
  { name: 'Verktygsboden', country: 'SE', since: 2010, categories: ['tools-diy', 'garden'] },
  { name: 'Grönt & Skönt', country: 'SE', since: 2021, categories: ['garden', 'beauty-health'] },
  { name: 'Lekladan', country: 'DK', since: 2018, categories: ['toys', 'pets'] },
  { name: 'Modefynd', country: 'FI', since: 2022, categories: ['fashion'] },
  { name: 'ReTech Nordic', country: 'SE', since: 2016, categories: ['phones-accessories', 'computers-electronics'] },
];

/** Index in MERCHANT_DEFS of the merchant that sells refurbished electronics. */
export const REFURB_MERCHANT_INDEX = 13;

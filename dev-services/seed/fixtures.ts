/**
 * Article ids with a known, special behaviour, for tests, demos and the README.
 * The seed pins these (see overrides.ts) so they hold on every start; dev-services tests
 * assert each one.
 */
export const FIXTURES = {
  /** Plain article, stock ≥ 200, 99 kr. */
  inStockArticleId: '100017',
  /** Above the free-shipping threshold in every market. */
  expensiveArticleId: '100058',
  /** Stock 0: increase answers 409 OUT_OF_STOCK. */
  outOfStockArticleId: '100084',
  /** Stock 3: the fourth increase answers 409 NOT_ENOUGH_STOCK. */
  limitedStockArticleId: '100013',
  /** availabilityDate 21 days after the server's start day, stock 40. */
  preOrderArticleId: '100055',
  /** condition `refurb` (a refurbished iPhone). */
  refurbArticleId: '100002',
  /** condition `used`. */
  usedArticleId: '100003',
  /** Has colour variants (variationalProperties). */
  variantsArticleId: '100063',
  /** rating exactly 5.0. */
  fiveStarArticleId: '100023',
  /** publishState `unpublished`: the detail endpoint answers 404, lists never show it. */
  unpublishedArticleId: '100065',
  /** classification dyo = isecretsCases (phone cover for iPhone 15). */
  dyoCasesArticleId: '190003',
  /** classification dyo = isecrets (wallet case for iPhone 15). */
  dyoIsecretsArticleId: '190013',
  /** classification dyo = isecretsClothes (t-shirt, white, M). */
  dyoClothesArticleId: '190017',
  /** classification dyo = isecretsMugs: an unsupported DYO kind. */
  unsupportedDyoArticleId: '190028',
  /** classification dyo = isecretsPosters (A4 poster, white): the registry's demonstration type. */
  dyoPosterArticleId: '190030',
  /** Can be added to the cart; checkout answers 409 "No or invalid price on product". */
  noPriceArticleId: '100016',
  /** Can be added to the cart; checkout answers 409 "Product not buyable or bookable". */
  notBuyableArticleId: '100133',
  /** Can be added to the cart; checkout answers 409 "Product not avaialable" (sic, docs/spec.md §5). */
  notAvailableArticleId: '100162',
} as const;

/** The NOT_FOR_SALE messages of docs/spec.md §5, spelled exactly as the app matches them. */
export const NOT_FOR_SALE_MESSAGES = {
  noPrice: 'No or invalid price on product',
  notBuyable: 'Product not buyable or bookable',
  notAvailable: 'Product not avaialable',
} as const;

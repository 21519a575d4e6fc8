import { route } from './router';
import type { Route } from './router';
import { menuBase, menuChildren } from './handlers/shop-menu';
import { badges, footer, siteSettings } from './handlers/cms';
import { fees } from './handlers/fees';
import { getCategory, listCategories } from './handlers/catalog-categories';
import { getArticle, listArticles, searchSuggestions } from './handlers/catalog-articles';
import { getBrand, getCampaign, getStorefront, listBrands, listCampaigns, listStorefronts } from './handlers/catalog-collections';
import { getArticleReviews } from './handlers/article-reviews';
import { getSimilarArticles } from './handlers/article-similar';
import { postStockAlert } from './handlers/stock-alerts';
import { getMerchant, getMerchantReviews, listMerchants } from './handlers/merchants';
import { startPage } from './handlers/start';
import { getCmsPage } from './handlers/cms-pages';
import { postContact } from './handlers/contact';
import { decrease, getCart, increase, removeArticle } from './handlers/cart';
import { checkout } from './handlers/checkout';
import { getOrder, getOrderByCheckoutToken, placeOrder } from './handlers/orders';
import { getImage } from './handlers/images';
import { getDesign, getDesignImage, getDesignMeta, getPhoto, saveDesign, savePhoto } from './handlers/dyo';
import { addFault, clearFaults, clearRequests, health, listFaults, listRequests, resetState } from './handlers/control';

/** Every endpoint of the shop service, the purchase service and the control API (one port, no overlaps). */
export const ROUTES: readonly Route[] = [
  // shop service: navigation, CMS, fees (services/shop/types.ts)
  route('GET', '/navigation/v1/menu/base', menuBase),
  route('GET', '/navigation/v1/menu/:id', menuChildren),
  route('GET', '/cms/v1/siteSettings', siteSettings),
  route('GET', '/cms/footer', footer),
  route('GET', '/cms/v1/badges', badges),
  route('GET', '/fees/v1/fees', fees),
  // shop service: catalog and content (services/catalog/types.ts)
  route('GET', '/catalog/v1/categories', listCategories),
  route('GET', '/catalog/v1/categories/:slug', getCategory),
  route('GET', '/catalog/v1/articles', listArticles),
  route('GET', '/catalog/v1/articles/:articleId', getArticle),
  route('GET', '/catalog/v1/articles/:articleId/reviews', getArticleReviews),
  route('GET', '/catalog/v1/articles/:articleId/similar', getSimilarArticles),
  route('POST', '/catalog/v1/articles/:articleId/stock-alerts', postStockAlert),
  route('GET', '/catalog/v1/search/suggestions', searchSuggestions),
  route('GET', '/catalog/v1/campaigns', listCampaigns),
  route('GET', '/catalog/v1/campaigns/:slug', getCampaign),
  route('GET', '/catalog/v1/brands', listBrands),
  route('GET', '/catalog/v1/brands/:slug', getBrand),
  route('GET', '/catalog/v1/merchants', listMerchants),
  route('GET', '/catalog/v1/merchants/:id', getMerchant),
  route('GET', '/catalog/v1/merchants/:id/reviews', getMerchantReviews),
  route('GET', '/catalog/v1/storefronts', listStorefronts),
  route('GET', '/catalog/v1/storefronts/:slug+', getStorefront),
  route('GET', '/cms/v1/start', startPage),
  route('GET', '/cms/v1/pages/:key', getCmsPage),
  route('POST', '/cms/v1/contact', postContact),
  route('GET', '/images/:kind/:name', getImage),
  // purchase service (services/purchase/types.ts)
  route('GET', '/cart/v2/:cartId', getCart),
  route('POST', '/cart/v2/:cartId/increase', increase),
  route('PUT', '/cart/v2/:cartId/decrease', decrease),
  route('DELETE', '/cart/v2/:cartId/articles/:articleId', removeArticle),
  route('POST', '/checkout/v2/:cartId', checkout),
  route('POST', '/order/v1/place', placeOrder),
  route('GET', '/order/v1/by-checkout-token/:checkoutToken', getOrderByCheckoutToken),
  route('GET', '/order/v1/:orderId', getOrder),
  // design service (services/dyo/types.ts)
  route('POST', '/dyo/v1/designs', saveDesign),
  route('GET', '/dyo/v1/designs/:dyoId', getDesign),
  route('GET', '/dyo/v1/designs/:dyoId/meta', getDesignMeta),
  route('GET', '/dyo/v1/designs/:dyoId/:file', getDesignImage),
  route('POST', '/dyo/v1/photos', savePhoto),
  route('GET', '/dyo/v1/photos/:photoId', getPhoto),
  // dev-only control API
  route('POST', '/__control/faults', addFault),
  route('GET', '/__control/faults', listFaults),
  route('DELETE', '/__control/faults', clearFaults),
  route('POST', '/__control/reset', resetState),
  route('GET', '/__control/health', health),
  route('GET', '/__control/requests', listRequests),
  route('DELETE', '/__control/requests', clearRequests),
];

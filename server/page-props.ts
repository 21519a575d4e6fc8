/**
 * The one helper every page's getServerSideProps uses (docs/conventions.md): it loads the shell data (menu, footer, badges, site settings,
 * fees) in parallel through the cached shop client, the page's translations and the page's own data, and decides the Cache-Control.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { CACHE_CONTROL, pageCacheControl } from '@/services/cache-table';
import type { ShellData } from '@/services/shop/models';
import { toLocale, type Locale } from '@/lib/locales';
import type { PageSeo, PageType } from '@/lib/page-types';
import type { RequestContext } from '@/lib/request-context';
import {
  alternates,
  absoluteUrl,
  href,
  isRouteAvailable,
  setUnknownRouteKeyHandler,
  type HrefOptions,
  type RouteKey,
} from '@/lib/routes/hrefs';
import { serverContext, type ServerRequestContext } from './server-context';
import { serverEnv } from './env';
import { decodeChoice, type ConsentChoice } from '@/lib/consent/consent-model';
import { serverFeatureFlags, type ServerFlags } from './server-flags';
import { ensureIdentity } from './identity';
import { reportServerError } from './report-server-error';
import { shopClient } from './services';
import { pageTranslations } from './page-translations';
import { requestLogger } from './log/pino-logger';
import { countsAsOutage } from '@/lib/cache/cached';
import { withTimeout } from '@/lib/cache/cache';
import { PAGE_CACHE_KEY_HEADER } from '@/lib/page-cache';
import { isNotice, type Notice } from '@/lib/notices';
import { capturePage } from './page-cache-capture';
import { formAnswerSeen, newFormKey } from './forms/one-time-key';
import { featureFlagDefaults } from '@/lib/feature-flags';
import { HttpError, isHttpError } from '@/lib/http/errors';

// A route key that is not in the table (content from a service) is logged, not fatal.
setUnknownRouteKeyHandler((key, locale) => requestLogger('routes').warn({ key, locale }, 'unknown route key'));

export interface BasePageProps extends SSRConfig {
  /** null on client-side navigations: the browser's store already holds the shell. */
  shell: ShellData | null;
  pageType: PageType;
  seo: PageSeo;
  /** Feature flags for this browser: defaults, remote definitions, cookie overrides (server/server-flags.ts). */
  featureFlags: Record<string, boolean>;
  /** The page's own data could not be loaded (upstream down): `_app` shows the 503 message instead of the page. */
  serviceUnavailable?: boolean;
  /**
   * The consent layer the server renders: the banner when the browser has no stored choice, the settings
   * with `?consent=settings`, else none. A form, so it works before and without JavaScript (docs/adr/0018).
   */
  consentView?: ConsentView;
  /** The stored choice, only with the settings view (its checkboxes start from it). */
  consentChoice?: ConsentChoice | null;
  /** What a form's 303 asked this page to say (lib/notices.ts), or null. */
  notice?: Notice | null;
  /** A fresh one-time key for this page's forms (server/forms/one-time-key.ts). */
  formKey?: string;
}

/** The 503 page's props: the page's own data could not be loaded, `_app` shows the message in the shell. */
interface UnavailablePageProps extends BasePageProps {
  serviceUnavailable: true;
}

/** What a page's getServerSideProps hands to `_app`: the page's props, or the 503 page's. */
export type ServedProps<P> = P | UnavailablePageProps;

type ConsentView = 'banner' | 'settings' | null;

/** The consent layer for a request (see BasePageProps.consentView). */
function consentViewOf(context: Pick<GetServerSidePropsContext, 'query'>, ctx: ServerRequestContext): ConsentView {
  if (context.query.consent === 'settings') return 'settings';
  return ctx.cookies.consent ? null : 'banner';
}

function noticeOf(context: Pick<GetServerSidePropsContext, 'query'>): Notice | null {
  const value = context.query.notice;
  return isNotice(value) ? value : null;
}

export type PageLoad<P> =
  | {
      props: P;
      /** Seconds until this HTML changes by itself (services/cache-table.ts PageResponseFacts.freshFor). */
      freshFor?: number;
    }
  | { notFound: true }
  | { redirect: { destination: string; permanent: boolean } };

export interface PageOptions<P> {
  routeKey: RouteKey;
  pageType: PageType;
  namespaces?: string[];
  /** The page's own data; gets the request context (its cookies too), the locale and the route href options. */
  load?: (ctx: ServerRequestContext, locale: Locale) => Promise<PageLoad<P> & { seo?: HrefOptions }>;
  seo?: HrefOptions;
  /** The HTML holds one shopper's data (an order): never stored by a shared cache. */
  personal?: boolean;
}

/** Next marks its client-side data requests; they need no shell. */
function isClientDataRequest(context: GetServerSidePropsContext): boolean {
  return context.req.headers['x-nextjs-data'] === '1';
}

/** `promise`, or a PAGE_BUDGET timeout HttpError once the page's time budget is spent; the call goes on and still fills the cache. */
function withinBudget<T>(promise: Promise<T>, deadline: number | undefined, what: string): Promise<T> {
  if (deadline === undefined) return promise;
  const spent = () => new HttpError({ kind: 'timeout', code: 'PAGE_BUDGET', message: `${what}: the page's time budget is spent` });
  return withTimeout(promise, Math.max(0, deadline - Date.now()), spent);
}

/**
 * The five shell calls in parallel; `complete` is false when any failed or did not answer before
 * `deadline` (the page is then rendered without that part and not shared).
 */
export async function loadShell(ctx: RequestContext, deadline?: number): Promise<{ shell: ShellData; complete: boolean }> {
  const shop = shopClient();
  const results = await Promise.allSettled([
    withinBudget(shop.menuBase(ctx), deadline, 'menu'),
    withinBudget(shop.footer(ctx), deadline, 'footer'),
    withinBudget(shop.badges(ctx), deadline, 'badges'),
    withinBudget(shop.siteSettings(ctx), deadline, 'site settings'),
    withinBudget(shop.fees(ctx), deadline, 'fees'),
  ]);
  const value = <T>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null);
  const [menu, footer, badges, settings, fees] = results;
  const shell = { menu: value(menu!), footer: value(footer!), badges: value(badges!), settings: value(settings!), fees: value(fees!) };
  return { shell, complete: results.every((r) => r.status === 'fulfilled') };
}

/** What getPageProps knows about the request before anything is loaded. */
interface PageRequest {
  context: GetServerSidePropsContext;
  locale: Locale;
  ctx: ServerRequestContext;
  /** A client-side navigation's data request: no shell, no consent layer. */
  dataRequest: boolean;
  consentView: ConsentView;
  notice: Notice | null;
}

/** Step 1: the request context (cookies parsed once), the shopper's ids, the consent layer and the notice. */
function pageRequest(context: GetServerSidePropsContext, locale: Locale): PageRequest {
  const ctx = serverContext(context.req, locale);
  // The first page view gets a user id and a cart id (and is then never shared: Set-Cookie → private, services/cache-table.ts).
  ensureIdentity(context.req, context.res);
  const dataRequest = isClientDataRequest(context);
  return { context, locale, ctx, dataRequest, consentView: dataRequest ? null : consentViewOf(context, ctx), notice: noticeOf(context) };
}

interface PageLoads<P> {
  shell: Promise<{ shell: ShellData | null; complete: boolean }>;
  translations: Promise<SSRConfig>;
  page: Promise<PageLoad<P> & { seo?: HrefOptions }>;
  flags: Promise<ServerFlags>;
}

/**
 * Step 2: everything the page needs, started in parallel within the page's time budget: what has not come by then is left out (shell parts)
 * or makes the 503 page (the page's own data), so a hanging upstream never holds a page.
 */
function startLoads<P>(request: PageRequest, options: PageOptions<P>): PageLoads<P> {
  const { ctx, locale } = request;
  const deadline = Date.now() + serverEnv().PAGE_BUDGET_MS;
  return {
    shell: request.dataRequest ? Promise.resolve({ shell: null, complete: true }) : loadShell(ctx, deadline),
    translations: pageTranslations(locale, options.namespaces),
    page: options.load ? withinBudget(options.load(ctx, locale), deadline, 'page data') : Promise.resolve({ props: {} as P }),
    flags: serverFeatureFlags(ctx.cookies.all, ctx.log),
  };
}

/** Step 3 (the shared part of the page's props and the 503 page's): translations, shell, flags, consent layer, SEO. */
function baseProps(
  request: PageRequest,
  options: Pick<PageOptions<unknown>, 'routeKey' | 'pageType'>,
  parts: { translations: SSRConfig; shell: ShellData | null; featureFlags: Record<string, boolean>; seo: HrefOptions },
): BasePageProps {
  const { locale, consentView } = request;
  return {
    ...parts.translations,
    shell: parts.shell,
    pageType: options.pageType,
    featureFlags: parts.featureFlags,
    consentView,
    seo: { canonical: absoluteUrl(href(options.routeKey, locale, parts.seo)), alternates: alternates(options.routeKey, parts.seo) },
  };
}

/**
 * The 503 page: an upstream that is down or hanging is not our bug, so the page answers in the shopper's language with the shell as far as
 * it came within the budget (never a second round of calls), no stack trace, and a hint to retry.
 */
async function unavailablePage<P>(
  request: PageRequest,
  loads: PageLoads<P>,
  options: PageOptions<P>,
): Promise<{ props: UnavailablePageProps }> {
  const { res } = request.context;
  res.statusCode = 503;
  res.setHeader('Retry-After', '30');
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
  const [shell, translations] = await Promise.all([loads.shell, loads.translations]);
  const base = baseProps(request, options, {
    translations,
    shell: shell.shell,
    featureFlags: featureFlagDefaults(),
    seo: options.seo ?? {},
  });
  return { props: { ...base, serviceUnavailable: true, notice: null } };
}

/**
 * Step 4: the response's Cache-Control, and the page kept in the rendered-page cache (lib/page-cache.ts)
 * when any visitor may see it. Flag overrides, a notice (one shopper's press) and the settings view (one
 * shopper's request) make it personal; a page that fell back on any part is never shared.
 */
function decideSharing(
  request: PageRequest,
  options: Pick<PageOptions<unknown>, 'personal'>,
  complete: boolean,
  flags: ServerFlags,
  freshFor: number | undefined,
): void {
  const { context, notice, consentView, dataRequest } = request;
  const personal = (options.personal ?? false) || flags.overridden || notice !== null || consentView === 'settings';
  const cacheOptions = { personal, complete, status: context.res.statusCode, cdnMaxAge: serverEnv().PAGE_CDN_MAX_AGE_SECONDS, freshFor };
  context.res.setHeader('Cache-Control', pageCacheControl({ ...cacheOptions, setsCookie: Boolean(context.res.getHeader('set-cookie')) }));
  // The identity cookies of a first visit do not change the HTML: the kept copy is the shared one.
  const shared = pageCacheControl({ ...cacheOptions, setsCookie: false });
  const cacheKey = context.req.headers[PAGE_CACHE_KEY_HEADER];
  if (!dataRequest && shared.startsWith('public') && typeof cacheKey === 'string') {
    // The rendered copy also ends before the HTML changes by itself (a campaign's start or end).
    capturePage(context.req, context.res, cacheKey, shared, Math.min(serverEnv().PAGE_CACHE_SECONDS, freshFor ?? Infinity));
  }
}

export async function getPageProps<P extends object = object>(
  context: GetServerSidePropsContext,
  options: PageOptions<P>,
): Promise<GetServerSidePropsResult<ServedProps<BasePageProps & P>>> {
  const locale = toLocale(context.locale);
  if (!isRouteAvailable(options.routeKey, locale)) return { notFound: true };
  const request = pageRequest(context, locale);
  const { ctx, notice, consentView } = request;
  const loads = startLoads(request, options);
  let loaded;
  try {
    loaded = await Promise.all([loads.shell, loads.translations, loads.page, loads.flags]);
  } catch (error) {
    if (countsAsOutage(error) && isHttpError(error)) {
      ctx.log.warn({ err: error.message, kind: error.kind, code: error.code, url: error.url }, 'page data unavailable');
      return unavailablePage(request, loads, options);
    }
    // Next renders the 500 page; the error service hears about it with the URL.
    void reportServerError(error, { context: 'getServerSideProps', url: context.resolvedUrl, requestId: ctx.requestId });
    throw error;
  }
  const [shell, translations, page, flags] = loaded;
  if (!('props' in page)) {
    context.res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    return page;
  }
  // The shopper's browser followed a form's 303: a press with a cached page's key counts again (server/forms/one-time-key.ts).
  if (notice !== null && ctx.cookies.cartId) await formAnswerSeen(ctx.cookies.cartId);
  decideSharing(request, options, shell.complete && ctx.fallbacks.length === 0, flags, 'freshFor' in page ? page.freshFor : undefined);
  const seo = ('seo' in page ? page.seo : undefined) ?? options.seo ?? {};
  return {
    props: {
      ...page.props,
      ...baseProps(request, options, { translations, shell: shell.shell, featureFlags: flags.flags, seo }),
      formKey: newFormKey(),
      consentChoice: consentView === 'settings' ? decodeChoice(ctx.cookies.consent) : null,
      notice,
    },
  };
}

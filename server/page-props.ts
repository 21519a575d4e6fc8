/**
 * The one helper every page's getServerSideProps uses (docs/conventions.md): it
 * loads the shell data (menu, footer, badges, site settings, fees) in parallel
 * through the cached shop client, the page's translations and the page's own
 * data, and decides the Cache-Control of the response.
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
import { serverContext } from './server-context';
import { serverEnv } from './env';
import { COOKIES, parseCookies, readCookie } from '@/lib/cookies';
import { decodeChoice, type ConsentChoice } from '@/lib/consent/consent-model';
import { serverFeatureFlags } from './server-flags';
import { ensureIdentity } from './identity';
import { reportServerError } from './report-server-error';
import { shopClient } from './services';
import { pageTranslations } from './page-translations';
import { requestLogger } from './log/pino-logger';
import { countsAsOutage } from '@/lib/cache/cached';
import { PAGE_CACHE_KEY_HEADER, hasConsentCookie } from '@/lib/page-cache';
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

type ConsentView = 'banner' | 'settings' | null;

/** The consent layer for a request (see BasePageProps.consentView). */
function consentViewOf(context: Pick<GetServerSidePropsContext, 'req' | 'query'>): ConsentView {
  if (context.query.consent === 'settings') return 'settings';
  return hasConsentCookie(context.req.headers.cookie) ? null : 'banner';
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
  /** The page's own data; gets the request context, the locale and the route href options. */
  load?: (ctx: RequestContext, locale: Locale) => Promise<PageLoad<P> & { seo?: HrefOptions }>;
  seo?: HrefOptions;
  /** The HTML holds one shopper's data (an order): never stored by a shared cache. */
  personal?: boolean;
}

/** Next marks its client-side data requests; they need no shell. */
function isClientDataRequest(context: GetServerSidePropsContext): boolean {
  return context.req.headers['x-nextjs-data'] === '1';
}

/**
 * `promise`, or a timeout HttpError (code PAGE_BUDGET) when the page's time budget runs out first
 *. The call itself goes on: its answer still fills the cache for the next view.
 */
function withinBudget<T>(promise: Promise<T>, deadline: number | undefined, what: string): Promise<T> {
  if (deadline === undefined) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HttpError({ kind: 'timeout', code: 'PAGE_BUDGET', message: `${what}: the page's time budget is spent` })),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([promise, spent]).finally(() => clearTimeout(timer));
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
  return {
    shell: {
      menu: value(menu!),
      footer: value(footer!),
      badges: value(badges!),
      settings: value(settings!),
      fees: value(fees!),
    },
    complete: results.every((r) => r.status === 'fulfilled'),
  };
}

function cacheControl(complete: boolean, context: GetServerSidePropsContext, personal: boolean, freshFor: number | undefined): string {
  return pageCacheControl({
    personal,
    complete,
    setsCookie: Boolean(context.res.getHeader('set-cookie')),
    status: context.res.statusCode,
    cdnMaxAge: serverEnv().PAGE_CDN_MAX_AGE_SECONDS,
    freshFor,
  });
}

export async function getPageProps<P extends object = object>(
  context: GetServerSidePropsContext,
  options: PageOptions<P>,
): Promise<GetServerSidePropsResult<BasePageProps & P>> {
  const locale = toLocale(context.locale);
  if (!isRouteAvailable(options.routeKey, locale)) return { notFound: true };
  const ctx = serverContext(context.req, locale);
  const dataRequest = isClientDataRequest(context);
  // The first page view gets a user id and a cart id (and is then never shared: Set-Cookie → private, services/cache-table.ts).
  ensureIdentity(context.req, context.res);

  // The page's time budget: what has not come by then is left out (shell parts) or makes the
  // 503 page (the page's own data), so a hanging upstream never holds a page.
  const deadline = Date.now() + serverEnv().PAGE_BUDGET_MS;
  const shellLoad: Promise<{ shell: ShellData | null; complete: boolean }> = dataRequest
    ? Promise.resolve({ shell: null, complete: true })
    : loadShell(ctx, deadline);
  const translationsLoad = pageTranslations(locale, options.namespaces);
  let loaded;
  try {
    loaded = await Promise.all([
      shellLoad,
      translationsLoad,
      options.load ? withinBudget(options.load(ctx, locale), deadline, 'page data') : Promise.resolve({ props: {} as P }),
      serverFeatureFlags(parseCookies(context.req.headers.cookie), ctx.log),
    ]);
  } catch (error) {
    if (countsAsOutage(error) && isHttpError(error)) {
      // An upstream that is down or hanging is not our bug: a 503 page in the shopper's
      // language with the shell (from the cache), no stack trace, and a hint to retry.
      ctx.log.warn({ err: error.message, kind: error.kind, code: error.code, url: error.url }, 'page data unavailable');
      context.res.statusCode = 503;
      context.res.setHeader('Retry-After', '30');
      context.res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
      // The shell as far as it came within the budget (never a second round of calls).
      const [shellResult, translations] = await Promise.all([shellLoad, translationsLoad]);
      return {
        props: {
          ...translations,
          shell: shellResult.shell,
          pageType: options.pageType,
          featureFlags: featureFlagDefaults(),
          seo: {
            canonical: absoluteUrl(href(options.routeKey, locale, options.seo ?? {})),
            alternates: alternates(options.routeKey, options.seo ?? {}),
          },
          serviceUnavailable: true,
          consentView: dataRequest ? null : consentViewOf(context),
          notice: null,
        } as unknown as BasePageProps & P,
      };
    }
    // Next renders the 500 page; the error service hears about it with the URL.
    void reportServerError(error, { context: 'getServerSideProps', url: context.resolvedUrl, requestId: ctx.requestId });
    throw error;
  }
  const [shellResult, translations, page, flags] = loaded;
  if (!('props' in page)) {
    context.res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    return page;
  }
  // Flag overrides make the HTML this browser's own: never from a shared cache.
  // A page that fell back on any part (shell or its own data) is never shared.
  const complete = shellResult.complete && (ctx.fallbacks?.length ?? 0) === 0;
  const consentView = dataRequest ? null : consentViewOf(context);
  const notice = noticeOf(context);
  // The shopper's browser followed a form's 303: a press with a cached page's key counts again (server/forms/one-time-key.ts).
  const noticeCart = notice === null ? undefined : readCookie(parseCookies(context.req.headers.cookie), 'cartId');
  if (noticeCart) await formAnswerSeen(noticeCart);
  // A notice answers one shopper's press, and the settings view one shopper's request: never shared.
  const personal = (options.personal ?? false) || flags.overridden || notice !== null || consentView === 'settings';
  const freshFor = 'freshFor' in page ? page.freshFor : undefined;
  context.res.setHeader('Cache-Control', cacheControl(complete, context, personal, freshFor));
  // A page any visitor may see is kept rendered for a few seconds (lib/page-cache.ts); the
  // identity cookies of a first visit do not change its HTML.
  const shared = pageCacheControl({
    personal,
    complete,
    setsCookie: false,
    status: context.res.statusCode,
    cdnMaxAge: serverEnv().PAGE_CDN_MAX_AGE_SECONDS,
    freshFor,
  });
  // The rendered copy in this process also ends before the HTML changes by itself.
  const keepSeconds = Math.min(serverEnv().PAGE_CACHE_SECONDS, freshFor ?? Infinity);
  const cacheKey = context.req.headers[PAGE_CACHE_KEY_HEADER];
  if (!dataRequest && shared.startsWith('public') && typeof cacheKey === 'string') {
    capturePage(context.req, context.res, cacheKey, shared, keepSeconds);
  }
  const seoOptions = ('seo' in page ? page.seo : undefined) ?? options.seo ?? {};
  return {
    props: {
      ...translations,
      ...page.props,
      shell: shellResult.shell,
      pageType: options.pageType,
      featureFlags: flags.flags,
      consentView,
      formKey: newFormKey(),
      consentChoice: consentView === 'settings' ? decodeChoice(parseCookies(context.req.headers.cookie)[COOKIES.consent.name]) : null,
      notice,
      seo: {
        canonical: absoluteUrl(href(options.routeKey, locale, seoOptions)),
        alternates: alternates(options.routeKey, seoOptions),
      },
    },
  };
}

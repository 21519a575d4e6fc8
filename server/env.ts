/** Server configuration from environment variables, validated once (see .env.example). */
import { z } from 'zod';
import { DEFAULT_SITE_URL } from '@/lib/public-env';

/** A whole number within [min, max]; `fallback` when unset. */
const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const schema = z.object({
  SHOP_API_URL: z.string().url().default('http://127.0.0.1:4010/'),
  PURCHASE_API_URL: z.string().url().default('http://127.0.0.1:4010/'),
  REDIS_URL: z.string().optional(),
  REDIS_CLUSTER_NODES: z.string().optional(),
  /** Lifetimes and the breaker's open time take fractions of a second (the end-to-end app runs on short ones). */
  SHOP_CACHE_TTL_SECONDS: z.coerce.number().min(0.05).max(86_400).default(300),
  /** Catalog answers (articles, categories, content) are cached this long. */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().min(0.05).max(3600).default(60),
  /** How long past their lifetime shop and catalog answers are kept to serve when the upstream fails. */
  CACHE_STALE_IF_ERROR_SECONDS: whole(0, 7 * 86_400, 86_400),
  /** Consecutive upstream failures that open an endpoint's circuit breaker, and how long it stays open. */
  BREAKER_FAILURES: whole(1, 100, 3),
  BREAKER_OPEN_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
  /**
   * Timeout of one shop or catalog read (menu, footer, articles…), and the time a page may take
   * for its data before it renders what it has or the 503 page.
   */
  SHOP_TIMEOUT_MS: whole(100, 30_000, 1_000),
  PAGE_BUDGET_MS: whole(200, 30_000, 2_000),
  /**
   * Form POSTs a minute per shopper and per client IP, and rebate codes asked about per cart and per IP in 10 minutes
   * (server/forms/form-limits.ts, docs/security.md). The end-to-end app raises them: every test shopper there is 127.0.0.1.
   */
  FORM_POSTS_PER_MINUTE_SHOPPER: whole(1, 1_000_000, 30),
  FORM_POSTS_PER_MINUTE_IP: whole(1, 1_000_000, 120),
  REBATE_ATTEMPTS_PER_WINDOW: whole(1, 1_000_000, 10),
  /** Timeout of one purchase-service call; a write whose answer is lost is sent once more. */
  PURCHASE_TIMEOUT_MS: whole(100, 30_000, 4_000),
  /** How long an instance answers from its in-process copy before it checks the shared cache again. */
  CACHE_L1_SECONDS: whole(0, 300, 5),
  APP_ENV: z.string().default(process.env.NODE_ENV ?? 'development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NEXT_PUBLIC_SITE_URL: z.string().url().default(DEFAULT_SITE_URL),
  /** Shared-cache lifetime of successful HTML responses, in seconds (0 turns it off). */
  PAGE_CDN_MAX_AGE_SECONDS: whole(0, 3600, 60),
  /** How long this process keeps the rendered HTML of a shareable page (0: off; off by default under `next dev`, so an edit shows at once). */
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .min(0)
    .max(300)
    .default(process.env.NODE_ENV === 'development' ? 0 : 10),
  /** Remote feature-flag definitions, only when both are set. */
  GROWTHBOOK_API_HOST: z.string().optional(),
  GROWTHBOOK_CLIENT_KEY: z.string().optional(),
  /** Server error reporting; without it nothing is loaded. */
  SENTRY_DSN: z.string().optional(),
  /** Proxies in front of the app: which `X-Forwarded-For` entry is the client. */
  TRUST_PROXY_HOPS: whole(0, 10, 0),
  /** The nonce placeholder shared with the edge (docs/adr/0006); proxy.ts ignores one under 24 characters. */
  EDGE_NONCE_TOKEN: z.string().optional(),
  /**
   * The shop's order pipeline reads design documents and print files (GET /api/dyo/designs/{dyoId}/,
   * …/print.png, …/print-back.png) with this value in `X-Dyo-Pipeline-Token` (server/dyo/design-access.ts);
   * unset: only the design's owner reads them. At least 32 characters; server only, never in client code.
   */
  DYO_PIPELINE_TOKEN: z.string().min(32).optional(),
  /** Image origins at run time, comma-separated: they win over the build's list in the CSP (proxy.ts). */
  IMAGE_HOSTS: z.string().optional(),
  /** Operations (server/ops/*): the metrics and health-detail port (unset: none), its address, the instance's name, and the drain on SIGTERM. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  INSTANCE_ID: z.string().max(64).optional(),
  /** After SIGTERM: how long to keep serving while not ready (for a load balancer that polls readiness), then the bound on finishing in-flight requests. */
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(120).default(10),
  /**
   * `1`: while draining, a GET or HEAD (not a health path) gets its connection closed without an answer, so a
   * load balancer with passive checks and retries (nginx) sends it to another instance and leaves this one
   * out before the port closes (docs/operations.md#drain-on-sigterm). Only behind such a balancer.
   */
  DRAIN_REFUSE_GET: z.enum(['0', '1']).default('0'),
});

export type ServerEnv = z.infer<typeof schema>;

/** Set but empty, these count as unset (their default or none applies). */
const BLANK_IS_UNSET = [
  'REDIS_URL',
  'REDIS_CLUSTER_NODES',
  'GROWTHBOOK_API_HOST',
  'GROWTHBOOK_CLIENT_KEY',
  'SENTRY_DSN',
  'TRUST_PROXY_HOPS',
  'EDGE_NONCE_TOKEN',
  'DYO_PIPELINE_TOKEN',
  'IMAGE_HOSTS',
  'METRICS_PORT',
  'METRICS_HOST',
  'INSTANCE_ID',
];

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= schema.parse({ ...process.env, ...Object.fromEntries(BLANK_IS_UNSET.map((key) => [key, process.env[key] || undefined])) });
  return cached;
}

/** The site is served over https (cookies are then Secure, and the CSP upgrades insecure requests): everywhere but local development. */
export function isHttpsSite(): boolean {
  return serverEnv().NEXT_PUBLIC_SITE_URL.startsWith('https:');
}

/** Reads the environment again on the next call (tests that change it). */
export function resetServerEnv(): void {
  cached = undefined;
}

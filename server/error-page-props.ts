/**
 * Props of the error page (pages/_error.tsx) on the server. It is rendered per request, not prerendered, so its HTML carries the request's
 * CSP nonce like every other page; it gets the shell (menu, footer…) and the shopper's translations, and no shared cache keeps it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SSRConfig } from 'next-i18next/pages';
import { featureFlagDefaults } from '@/lib/feature-flags';
import { toLocale } from '@/lib/locales';
import type { ShellData } from '@/services/shop/models';
import { loadShell } from './page-props';
import { serverContext } from './server-context';
import { pageTranslations } from './page-translations';
import { CACHE_CONTROL } from '@/services/cache-table';

export interface ErrorPageProps extends Partial<SSRConfig> {
  statusCode: number;
  shell?: ShellData | null;
  featureFlags?: Record<string, boolean>;
}

export async function errorPageProps(
  req: IncomingMessage,
  res: ServerResponse,
  locale: string | undefined,
  statusCode: number,
): Promise<ErrorPageProps> {
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
  const shopperLocale = toLocale(locale);
  const ctx = serverContext(req, shopperLocale);
  try {
    // A server error shows the bare page (docs/spec.md §2: logo header); other errors keep the whole shell.
    const [shell, translations] = await Promise.all([
      statusCode >= 500 ? Promise.resolve(null) : loadShell(ctx).then((r) => r.shell),
      pageTranslations(shopperLocale),
    ]);
    return { ...translations, statusCode, shell, featureFlags: featureFlagDefaults() };
  } catch (error) {
    ctx.log.error({ err: error instanceof Error ? error.message : String(error), url: req.url }, 'error page props failed');
    return { statusCode };
  }
}

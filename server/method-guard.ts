/**
 * Requests Next would answer badly, answered first from the Node server itself (installed by
 * instrumentation.ts), with the security headers of every response (lib/security-headers.js):
 *
 * - TRACE and TRACK cannot become a web `Request` (the fetch standard forbids them), so Next fails
 *   with a 500 and a stack trace in the log while building the request for proxy.ts, before any of
 *   our code runs: 405. Every other unknown method reaches proxy.ts, which answers 405 for pages;
 *   API routes answer 405 in server/api-handlers/handler.ts.
 * - A path with malformed percent-encoding (`/produkt/%E0%A4%A/`, `/kategori/%FF/`): Next answers a
 *   400 page of its own without the proxy's headers (no CSP, nosniff, Referrer-Policy…); here it is a
 *   400 page without scripts or styles, in the language of the path's locale.
 * - `/_next/image` asked to optimise a path of ours that is not an image file (`?url=/__health/ready`,
 *   a page): Next fetched it and failed with a 500; here it is a 400.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locales';
import { securityHeaders } from '@/lib/security-headers.js';
import { CACHE_CONTROL } from '@/services/cache-table';
import { serverEnv } from './env';


function headerFloor(): Record<string, string> {
  return Object.fromEntries(securityHeaders({ siteUrl: serverEnv().NEXT_PUBLIC_SITE_URL }).map(({ key, value }) => [key, value]));
}

/** Whether every percent sign of the path starts a valid UTF-8 escape (what Next's router decodes). */
export function hasMalformedEncoding(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;

/** `/_next/image?url=<path of ours>` where the path is not an image file. */
export function asksImageOfNonImage(url: string): boolean {
  if (!url.startsWith('/_next/image')) return false;
  let target: string | null;
  try {
    target = new URL(url, 'http://x').searchParams.get('url');
  } catch {
    return false;
  }
  if (!target?.startsWith('/') || target.startsWith('//')) return false;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return !IMAGE_FILE.test(path) || path.startsWith('/__health/');
}

const pageTexts = new Map<Locale, { title: string; description: string; link: string }>();

/** The 400 texts (errorPage::400) of a locale, read once. */
function badRequestTexts(locale: Locale) {
  let texts = pageTexts.get(locale);
  if (!texts) {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'public', 'locales', locale, 'translation.json'), 'utf8')) as { errorPage: Record<string, Record<string, string>> };
    const entry = file.errorPage['400']!;
    texts = { title: entry.title!, description: entry.description!, link: entry['link text']! };
    pageTexts.set(locale, texts);
  }
  return texts;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function localeOfPath(url: string): Locale {
  const first = url.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A complete 400 page: no script, no style, the security headers of every response. */
function answerBadRequest(req: Pick<IncomingMessage, 'method' | 'url'>, res: ServerResponse): void {
  const locale = localeOfPath(req.url ?? '/');
  const { title, description, link } = badRequestTexts(locale);
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}/`;
  const html = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p><a href="${home}">${escapeHtml(link)}</a></p></main></body></html>`;
  res.writeHead(400, { ...headerFloor(), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_CONTROL.noStore, 'Content-Length': Buffer.byteLength(html) });
  res.end(req.method === 'HEAD' ? undefined : html);
}

function answerNotAnImage(req: Pick<IncomingMessage, 'method'>, res: ServerResponse): void {
  const text = 'The url parameter is not an image.\n';
  res.writeHead(400, { ...headerFloor(), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.noStore, 'Content-Length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers a request Next would answer badly and returns true; false lets the request through. */
export function guardRequest(req: Pick<IncomingMessage, 'method' | 'url'>, res: ServerResponse): boolean {
  if (refuseForbiddenMethod(req, res)) return true;
  const url = req.url ?? '/';
  if (hasMalformedEncoding(url)) {
    answerBadRequest(req, res);
    return true;
  }
  if (asksImageOfNonImage(url)) {
    answerNotAnImage(req, res);
    return true;
  }
  return false;
}

/** Methods the fetch standard refuses to represent (CONNECT never reaches a request handler). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);

/** Answers a forbidden method with 405 and returns true; false lets the request through. */
function refuseForbiddenMethod(req: Pick<IncomingMessage, 'method' | 'url'>, res: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return false;
  const api = (req.url ?? '').startsWith('/api/');
  // Pages and files answer GET and HEAD; an API route has its own list, unknown here, so none is claimed.
  res.writeHead(405, { ...(api ? {} : { Allow: 'GET, HEAD' }), 'Content-Length': '0', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': CACHE_CONTROL.noStore });
  res.end();
  return true;
}

let installed = false;

/** Puts the guards in front of every request of this process's HTTP servers (Next's included). */
export async function installMethodGuard(): Promise<void> {
  if (installed) return;
  installed = true;
  const http = await import('node:http');
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && guardRequest(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}

import type { NextApiResponse } from 'next';
import { CACHE_CONTROL } from '@/services/cache-table';

/**
 * Sends a script the document links at a content-hashed URL (translations, ADR 0009; shell, ADR 0011):
 * immutable when the URL's hash is the current one, the current text briefly for another hash (a page
 * rendered before the content changed), never stored when the content is incomplete.
 */
export function sendHashedScript(res: NextApiResponse, body: string, hash: 'current' | 'other' | 'incomplete'): void {
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader(
    'Cache-Control',
    hash === 'current' ? CACHE_CONTROL.hashedScript : hash === 'other' ? CACHE_CONTROL.hashedScriptOther : CACHE_CONTROL.noStore,
  );
  res.status(200).send(body);
}

/**
 * Any /api/ path no API route has: a JSON 404 (any method, the body unread), so an unknown API path never renders the HTML 404 page, whose
 * scripts the API routes' CSP (no nonce) would block. The security headers are those of every response (next.config.js headers()).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { CACHE_CONTROL } from '@/services/cache-table';

export const config = { api: { bodyParser: false } };

export default function unknownApiRoute(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
  res.status(404).json({ message: 'Not found' });
}

/**
 * The Content-Security-Policy of every page: scripts and styles only from our origin or with the per-request nonce; images from our origin
 * and the configured image hosts. Built in proxy.ts, read by pages/_document.tsx.
 */
export const NONCE_HEADER = 'x-nonce';
/** Sent by our edge with its secret nonce placeholder (proxy.ts, deploy/nginx). */
export const EDGE_NONCE_HEADER = 'x-edge-nonce-token';

export interface CspOptions {
  nonce: string;
  dev: boolean;
  imageOrigins: string[];
  connectOrigins?: string[];
  upgradeInsecure: boolean;
}

export function buildCsp({ nonce, dev, imageOrigins, connectOrigins = [], upgradeInsecure }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React and next/image write style attributes; attribute styles cannot run code.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' blob: data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}${dev ? ' ws: wss:' : ''}`.trim(),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

// Does an HTML document satisfy its own Content-Security-Policy header? Written for any design:
// per-response nonces, hashes, or both. Used by the drill that runs pages through nginx's cache.
import { createHash } from 'node:crypto';

/** The sources of one directive ('script-src' falls back to 'default-src'). */
function sources(csp, name) {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([directive, ...values]) => [directive.toLowerCase(), values]),
  );
  return directives.get(name) ?? directives.get('default-src') ?? [];
}

function attribute(attrs, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const DATA_TYPES = new Set(['application/json', 'application/ld+json']);
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Nonces named in the policy's script-src and style-src. */
export function cspNonces(csp) {
  return [
    ...new Set(
      [...sources(csp, 'script-src'), ...sources(csp, 'style-src')].filter((s) => s.startsWith("'nonce-")).map((s) => s.slice(7, -1)),
    ),
  ];
}

/**
 * The elements the policy would block: inline scripts (not JSON data blocks) and inline
 * styles need a nonce from the header or their sha256 listed; under 'strict-dynamic',
 * parser-inserted external scripts need the nonce too ('self' no longer counts).
 */
export function cspViolations(html, csp) {
  const violations = [];
  const check = (kind, attrs, body) => {
    const list = sources(csp, kind === 'style' ? 'style-src' : 'script-src');
    const nonce = attribute(attrs, 'nonce');
    if (nonce && list.includes(`'nonce-${nonce}'`)) return;
    const src = attribute(attrs, 'src');
    if (kind === 'script' && src !== undefined) {
      if (!list.includes("'strict-dynamic'") && (list.includes("'self'") || list.some((s) => src.startsWith(s)))) return;
      const integrity = attribute(attrs, 'integrity');
      if (integrity && integrity.split(/\s+/).some((i) => list.includes(`'${i}'`))) return;
      violations.push(`<script src="${src}"> with ${nonce ? `nonce ${nonce} not in the header` : 'no nonce'}`);
      return;
    }
    const unsafeInlineCounts = list.includes("'unsafe-inline'") && !list.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"));
    if (list.includes(sha256(body)) || unsafeInlineCounts) return;
    violations.push(
      `inline <${kind}> (${body.slice(0, 40).replace(/\s+/g, ' ')}…) with ${nonce ? `nonce ${nonce} not in the header` : 'no nonce'} and no listed hash`,
    );
  };
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = (attribute(attrs, 'type') ?? '').toLowerCase();
    if (DATA_TYPES.has(type)) continue; // data, never executed
    check('script', attrs, body);
  }
  for (const [, attrs, body] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) check('style', attrs, body);
  return violations;
}

// Renders deploy/nginx/nordfynd.conf.template for a local run: ports, paths inside the
// nginx prefix, the 503 pages and the hashes of their styles for the pages' own CSP.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPLOY = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The 503 page of each locale: deploy/nginx/errors/503.html with that locale's words from 503.json
 * (one page, one style, so one hash in the pages' CSP). Answers { locale: html }.
 */
export function errorPages() {
  const template = readFileSync(join(DEPLOY, 'errors/503.html'), 'utf8');
  const strings = JSON.parse(readFileSync(join(DEPLOY, 'errors/503.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(strings).map(([locale, words]) => [
      locale,
      template.replace(/\{\{([a-z]+)\}\}/g, (_, key) => {
        if (!(key in words)) throw new Error(`deploy/nginx/errors/503.json: ${locale} has no "${key}"`);
        return escapeHtml(words[key]);
      }),
    ]),
  );
}

function writeErrorPages(errorsDir) {
  for (const [locale, html] of Object.entries(errorPages())) {
    mkdirSync(join(errorsDir, locale), { recursive: true });
    writeFileSync(join(errorsDir, locale, '503.html'), html);
  }
}

/** 'sha256-…' of every inline <style> of the 503 pages (they share one, so usually one hash). */
export function errorStyleHashes(errorsDir) {
  const hashes = new Set();
  for (const locale of readdirSync(errorsDir)) {
    const html = readFileSync(join(errorsDir, locale, '503.html'), 'utf8');
    for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g))
      hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  }
  return [...hashes];
}

/** How long nginx leaves an instance out after a failed attempt (a refused or dropped connection, a timeout, a 502/503/504). */
const FAIL_TIMEOUT_SECONDS = 3;

/**
 * The `server` lines of the upstream block. Every instance is in the rotation with `max_fails=1`: one
 * failed attempt leaves it out for FAIL_TIMEOUT_SECONDS (a draining instance leaves this way:
 * docs/operations.md#drain-on-sigterm). Every instance is listed again as a `backup` that is never
 * taken out (`max_fails=0`): nginx uses the backups only while every instance is out, so one 503 from
 * the last instance left (the other restarting) can no longer leave nginx with no instance at all; a
 * backup that refuses the connection is passed over at once.
 */
function upstreamServers(upstreams) {
  return [
    ...upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`),
    ...upstreams.map((u) => `    server ${u} backup max_fails=0;`),
  ].join('\n');
}

/**
 * Writes <prefix>/nordfynd.conf and the 503 pages under <prefix>; returns the conf path.
 * `upstreams` are "127.0.0.1:port" strings.
 */
export function renderNginxConf({ prefix, port, upstreams, bypassToken, edgeNonceToken }) {
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(join(prefix, sub), { recursive: true });
  const errorsDir = join(prefix, 'errors');
  writeErrorPages(errorsDir);
  // As root, nginx's workers drop to an unprivileged user; Debian has nobody:nogroup.
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;' : '';
  const values = {
    PREFIX: prefix,
    PORT: String(port),
    USER_DIRECTIVE: user,
    UPSTREAM_SERVERS: upstreamServers(upstreams),
    // Each instance at most twice: once in the rotation, once as a fallback.
    NEXT_UPSTREAM_TRIES: String(2 * Math.max(2, upstreams.length)),
    BYPASS_TOKEN: bypassToken,
    EDGE_NONCE_TOKEN: edgeNonceToken,
    ERRORS_DIR: errorsDir,
    ERROR_STYLE_HASHES: errorStyleHashes(errorsDir).join(' '),
  };
  const conf = readFileSync(join(DEPLOY, 'nordfynd.conf.template'), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nordfynd.conf.template: unknown placeholder ${name}`);
    return values[name];
  });
  const file = join(prefix, 'nordfynd.conf');
  writeFileSync(file, conf);
  return file;
}

// @ts-check
const path = require('node:path');
const { i18n } = require('./next-i18next.config.js');
const { securityHeaders } = require('./lib/security-headers.js');

/** Image origins allowed for next/image, e.g. "http://127.0.0.1:4010,https://images.example.com". */
const imageHosts = (process.env.IMAGE_HOSTS || 'http://127.0.0.1:4010,http://localhost:4010')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((origin) => new URL(origin));

/**
 * Modules the browser loads only when a render needs them, statically imported for the server's branch alone (`typeof window`
 * is folded at build): the parts of static islands (components/* island modules), the consent settings, the 503 page, a form's
 * notice, the start page's stand-in categories.
 */
const LATER_PARTS =
  /[\\/]components[\\/](catalog[\\/](product-card|category-tile-items)|product[\\/]buy-column|footer[\\/]footer-columns|menu[\\/]desktop-menu-bar|campaign[\\/](hero-content|collection-card-items)|consent[\\/]consent-settings|errors[\\/]service-unavailable|header[\\/]usp-points|layout[\\/]form-notice|start[\\/]category-grid)\.tsx$/;

/** @type {import('next').NextConfig} */
const nextConfig = {
  i18n,
  trailingSlash: true,
  reactStrictMode: true,
  // The DYO print render's canvas backend is a native module: loaded by Node, not bundled.
  serverExternalPackages: ['@napi-rs/canvas', 'heic-decode'],
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` on this tsconfig.json before it builds (scripts/test-all.mjs), and the build's own
  // TypeScript pass checks the same files (tsconfig.json leaves .next out): its build sets NORDFYND_TYPECHECKED=1 and
  // skips the second pass (31 s of the build on 2026-11-26). Every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.NORDFYND_TYPECHECKED === '1' },

  // Every HTML page carries its request's CSP nonce, so its ETag never matched a second time; hashing
  // 100 kB of HTML for it was 2 % of a page's server CPU.
  generateEtags: false,
  // No display names in production: "product-card__Title-sc-1a2b3c-0" on every element was a quarter
  // of the HTML (30 kB of the start page's 120 kB) and as much work for React to write out.
  compiler: { styledComponents: { ssr: true, displayName: process.env.NODE_ENV !== 'production', fileName: false } },
  // Built with webpack, not Turbopack (docs/adr/0017): the same pages carry 9-10 kB less JavaScript
  // (gzip) in their first load, because webpack concatenates modules into one scope and its runtime is smaller.
  webpack(config, { isServer }) {
    config.resolve.alias = {
      ...config.resolve.alias,
      ...(isServer
        ? {}
        : {
            'use-sync-external-store/shim$': path.join(__dirname, 'browser/use-sync-external-store-shim.js'),
            'use-sync-external-store/shim/index.js$': path.join(__dirname, 'browser/use-sync-external-store-shim.js'),
          }),
      // The ES-module builds of the IAB TCF libraries import each other in a cycle that fails at run time
      // when bundled ("Cannot access … before initialization"); their CommonJS builds resolve it lazily.
      '@iabtechlabtcf/core$': path.join(__dirname, 'node_modules/@iabtechlabtcf/core/lib/cjs/index.js'),
      '@iabtechlabtcf/cmpapi$': path.join(__dirname, 'node_modules/@iabtechlabtcf/cmpapi/lib/cjs/index.js'),
    };
    // Modules free of side effects, so that the browser's bundle drops them where their static import is used only in the
    // server's branch (static islands' parts: docs/adr/0029-static-islands.md).
    config.module.rules.push({ test: LATER_PARTS, sideEffects: false });
    // react-i18next declares "sideEffects": false, but its ES build has a package.json of its own (dist/es/package.json, only a
    // "type"), which webpack reads instead: every module its index re-exports stayed, Trans and IcuTrans with their HTML parser and
    // entity table (1.2 kB gzip in every first load, 2026-11-29), though nothing here renders them.
    config.module.rules.push({ test: /[\\/]node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]/, sideEffects: false });
    return config;
  },
  env: { NEXT_PUBLIC_IMAGE_HOSTS: imageHosts.map((u) => u.origin).join(',') },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    remotePatterns: imageHosts.map((u) => ({
      protocol: /** @type {'http' | 'https'} */ (u.protocol.replace(':', '')),
      hostname: u.hostname,
      port: u.port,
      pathname: '/**',
    })),
  },
  async headers() {
    // Every path in every locale, including /api/, /_next/ and public files (locale: false matches the raw path).
    return [{ source: '/:path*', locale: false, headers: securityHeaders({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL }) }];
  },
  // No rewrites or redirects here: localized paths find their page in proxy.ts with one table
  // lookup (lib/routes/localized-routing.ts, docs/adr/0014). Next matched every rule in order, twice per request.
};

module.exports = nextConfig;

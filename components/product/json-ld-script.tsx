import { serializeJsonLd } from '@/lib/catalog/json-ld';

/**
 * Structured data in an inline script. It carries the request's CSP nonce (read from
 * the x-nonce header in getServerSideProps, as pages/_document.tsx does); the content
 * is escaped so no value can end the script element.
 */
export function JsonLdScript({ data, nonce }: { data: unknown; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide the nonce attribute after parsing, so it never matches on hydration.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

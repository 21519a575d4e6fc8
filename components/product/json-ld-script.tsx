import { serializeJsonLd } from '@/lib/catalog/json-ld';

/**
 * Structured data in an inline script. A data block (`application/ld+json`) is never
 * executed, so the CSP does not apply to it and it needs no nonce: the nonce stays out
 * of the page's props, where it would reach `/_next/data/…json`.
 * The content is escaped so no value can end the script element.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

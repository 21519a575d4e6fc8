import { serializeJsonLd } from '@/lib/catalog/json-ld';
import { useStaticIsland } from '@/components/ui/static-island';

/**
 * Structured data in an inline script. A data block (`application/ld+json`) is never
 * executed, so the CSP does not apply to it and it needs no nonce: the nonce stays out
 * of the page's props, where it would reach `/_next/data/…json`.
 * The content is escaped so no value can end the script element. A static island
 * (docs/adr/0029-static-islands.md): the first page's hydration keeps the server's text and
 * calls no `data`; `content` lists what the data is made from.
 */
export function JsonLdScript({ data, content }: { data: () => unknown; content: readonly unknown[] }) {
  const island = useStaticIsland(content);
  return (
    <script
      type="application/ld+json"
      {...island.props}
      dangerouslySetInnerHTML={island.props.dangerouslySetInnerHTML ?? { __html: serializeJsonLd(data()) }}
    />
  );
}

/**
 * The one way to put JSON (structured data) in an inline script: `<`, `>`, `&` and the line separators are escaped as \u sequences, so no
 * value can close the script element. The product page's data: server/catalog/product-json-ld.ts.
 */

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

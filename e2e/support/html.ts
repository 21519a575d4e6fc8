/**
 * What a server-rendered page says, read from its HTML without a browser (the HTTP lane: tests that check
 * only an answer's status, headers and server-rendered text use Playwright's `request`, not a page).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The attributes of every `<name …>` start tag, in document order (names lower-cased, values decoded). */
export function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [(a[1] ?? '').toLowerCase(), decode(a[2] ?? '')]),
    ),
  );
}

/** The text of the first `<name>…</name>` element (scripts, styles and tags left out, white space collapsed), or undefined. */
export function textOf(html: string, name: string): string | undefined {
  const element = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, 'i').exec(html);
  if (!element) return undefined;
  const inner = (element[1] ?? '').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  return decode(inner).replace(/\s+/g, ' ').trim();
}

/**
 * What an upstream error body may say to the browser: plain text stays (the cart and checkout read it,
 * docs/spec.md §8), but an HTML page never passes on, so no markup, stack or internal host leaks.
 * Every message is one printable line of at most MAX_MESSAGE_LENGTH characters.
 */
const MAX_MESSAGE_LENGTH = 200;

const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)/i;
/** A tag, a doctype or a comment anywhere in the text. */
const MARKUP = /<\s*(!doctype|!--|\/?[a-z][a-z0-9-]*(\s|>|\/))/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

function statusMessage(status: number | undefined): string {
  return status ? `HTTP ${status}` : 'Upstream error';
}

/** A short, printable, markup-free message for the browser and the log. */
export function sanitizeUpstreamMessage(text: string, status?: number, contentType?: string | null): string {
  if ((contentType && HTML_TYPE.test(contentType)) || MARKUP.test(text)) return statusMessage(status);
  const clean = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return statusMessage(status);
  return clean.length > MAX_MESSAGE_LENGTH ? `${clean.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : clean;
}

/** An upstream error code is passed on only when it looks like one (`OUT_OF_STOCK`, `ECONNRESET`). */
export function sanitizeErrorCode(code: string | undefined): string | undefined {
  return code !== undefined && /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(code) ? code : undefined;
}

// A shopper for the drills: fetch with a cookie jar, and what nginx reported about each answer.

/** One browser: keeps the cookies the site sets, like a real one. */
export class Visitor {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
    /** Every X-Upstream value seen (which instance answered). */
    this.upstreams = new Set();
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * fetch through the site; `json` sends a JSON body, `form` (an object) a urlencoded one. Resolves with
   * { status, headers, text, json(), cache, upstream }.
   */
  async request(path, { method = 'GET', json, form, headers = {} } = {}) {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      body: form !== undefined ? new URLSearchParams(form).toString() : json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    const upstream = response.headers.get('x-upstream') ?? '';
    // A retried request lists every instance tried ("a:1, b:2"); the last one answered.
    const answered = upstream.split(',').pop()?.trim();
    if (answered) this.upstreams.add(answered);
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
      cache: response.headers.get('x-cache-status') ?? '',
      upstream: answered ?? '',
    };
  }

  /** A first page view, so the visitor has the user id and cart id cookies. */
  async arrive(path = '/') {
    const first = await this.request(path);
    if (!this.cookies.has('nf_uid') || !this.cookies.has('nf_cid')) throw new Error(`no identity cookies after ${path} (${first.status})`);
    return first;
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

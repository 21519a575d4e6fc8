// The drills of `npm run test:scale`, one function each. Every drill gets the running stack
// (scripts/scale/stack.mjs) and throws on failure; it returns a one-line finding for the log.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { clusterNodes, redisCli, waitClusterOk } from './redis-cluster.mjs';
import { cspNonces, cspViolations } from './csp-check.mjs';
import { assert, Visitor } from './visitor.mjs';

/** One press of a cart form as the browser's enhanced control sends it (a fresh one-time key, JSON answer). */
function pressCartForm(visitor, action, fields) {
  return visitor.request(`/api/forms/cart/${action}/`, {
    method: 'POST',
    form: { key: randomUUID(), locale: 'sv-SE', ...fields },
    headers: { accept: 'application/json' },
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Places a checked-out cart's order as the embedded checkout does (`api` is the visitor's /api/purchase/ caller). */
function placeOrder(api, cartId, checkoutToken) {
  const shippingAddress = { fullName: 'Anna Andersson', streetAddress: 'Storgatan 1', postalCode: '113 51', city: 'Stockholm' };
  return api('order/v1/place/', { method: 'POST', json: { cartId, checkoutToken, email: 'anna@example.com', shippingAddress } });
}

/** Pages a shopper browses: start, category and product, in two locales. */
export const PAGES = [
  '/',
  '/kategori/mobil-tillbehor/',
  '/produkt/100017/norrsken-tech-usb-c-kabel-1-m-vit/',
  '/da-DK/',
  '/fi-FI/kategoria/puhelimet-ja-tarvikkeet/',
];

async function control(stack, method, path) {
  const response = await fetch(`${stack.servicesUrl}/__control/${path}`, { method });
  return response.json();
}

/** Empties the shared cache (every master) and the upstream request counts. */
async function freshCache(stack) {
  for (const port of stack.redis.ports) await redisCli(port, 'flushall');
  await control(stack, 'DELETE', 'requests');
}

const bypass = (stack) => ({ 'x-nf-cache-bypass': stack.bypassToken });

/** Upstream calls the pages made; every key should have been fetched exactly once. */
async function repeatedUpstreamCalls(stack) {
  const { requests } = await control(stack, 'GET', 'requests');
  return { requests, repeated: requests.filter((r) => r.count !== 1) };
}

/** 50 page views over both instances make exactly one upstream call per shop resource and catalog query. */
export async function sharedCache(stack) {
  await freshCache(stack);
  const visitor = new Visitor(stack.url);
  await visitor.arrive(PAGES[0]);
  await freshCache(stack);
  // The first view of each page fills the shared cache (one at a time: two instances missing the
  // same key at the same moment would each call the upstream; nginx's cache lock prevents that
  // at the edge, and the bypass header used here goes round it on purpose).
  const views = [];
  for (const page of PAGES) views.push(await visitor.request(page, { headers: bypass(stack) }));
  // The other 45 views, five at a time, go to whichever instance nginx picks.
  const rest = Array.from({ length: 45 }, (_, i) => PAGES[i % PAGES.length]);
  for (let i = 0; i < rest.length; i += 5)
    views.push(...(await Promise.all(rest.slice(i, i + 5).map((p) => visitor.request(p, { headers: bypass(stack) })))));
  assert(views.length === 50, `${views.length} views`);
  const bad = views.filter((v) => v.status !== 200 || v.cache !== 'BYPASS');
  assert(bad.length === 0, `views not 200/BYPASS: ${bad.map((v) => `${v.status} ${v.cache}`).join(', ')}`);
  assert(
    visitor.upstreams.size === stack.instances.length,
    `views landed on ${[...visitor.upstreams].join(', ')}, not on all ${stack.instances.length} instances`,
  );
  const { requests, repeated } = await repeatedUpstreamCalls(stack);
  assert(requests.length > 0, 'the pages made no upstream call at all');
  assert(repeated.length === 0, `upstream called more than once: ${repeated.map((r) => `${r.key} ×${r.count}`).join('; ')}`);
  return `50 views on ${visitor.upstreams.size} instances → ${requests.length} upstream calls, each key exactly once`;
}

/** A page served from nginx's cache satisfies its own CSP, and no two visitors share a nonce. */
export async function cspThroughCache(stack) {
  const page = '/kategori/mobil-tillbehor/?drill=csp';
  const [a, b, c] = [new Visitor(stack.url), new Visitor(stack.url), new Visitor(stack.url)];
  for (const v of [a, b, c]) await v.arrive('/');
  const first = await a.request(page);
  const second = await b.request(page);
  const third = await c.request(page);
  assert(
    [first, second, third].every((r) => r.status === 200),
    'the page did not answer 200',
  );
  const hits = [second, third].filter((r) => r.cache === 'HIT');
  assert(
    hits.length === 2,
    `expected the 2nd and 3rd view from nginx's cache, got ${second.cache} and ${third.cache} (Cache-Control: ${first.headers.get('cache-control')})`,
  );
  const problems = [];
  for (const [name, r] of [
    ['1st', first],
    ['2nd (HIT)', second],
    ['3rd (HIT)', third],
  ]) {
    const csp = r.headers.get('content-security-policy');
    if (!csp) {
      problems.push(`${name} view has no CSP header`);
      continue;
    }
    const violations = cspViolations(r.text, csp);
    if (violations.length) problems.push(`${name} view breaks its own CSP in ${violations.length} places, e.g. ${violations[0]}`);
  }
  const nonces = [first, second, third].map((r) => cspNonces(r.headers.get('content-security-policy') ?? ''));
  const seen = new Map();
  nonces.forEach((list, i) =>
    list.forEach((n) =>
      seen.has(n) ? problems.push(`visitors ${seen.get(n) + 1} and ${i + 1} received the same nonce ${n}`) : seen.set(n, i),
    ),
  );
  assert(problems.length === 0, problems.join('; '));
  return 'cached copies satisfy their CSP; every visitor had their own nonce (or none)';
}

/** Runs autocannon through nginx with every request reaching an instance (bypass header). */
function load(stack, { seconds, connections, during }) {
  const visitor = new Visitor(stack.url);
  return visitor.arrive(PAGES[0]).then(
    () =>
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: stack.url,
            connections,
            duration: seconds,
            timeout: 20,
            headers: { cookie: visitor.cookieHeader, ...bypass(stack) },
            requests: PAGES.map((path) => ({ method: 'GET', path })),
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        void during?.().catch((error) => {
          instance.stop();
          reject(error);
        });
      }),
  );
}

const failures = (r) => r.non2xx + r.errors + r.timeouts;

/**
 * Cold start with a hanging shop endpoint: both instances restarted on an
 * empty cache while the menu endpoint answers only after 12 s. 10 s of page views at 10 connections
 * (bypassing nginx's cache) must all answer, with a p99 under 3 s and no request over 5 s: the shop
 * read gives up after SHOP_TIMEOUT_MS, the page after PAGE_BUDGET_MS, and the endpoint's breaker
 * opens after one timed-out call that several requests waited for.
 */
export async function coldStartHangingEndpoint(stack, { seconds = 10, connections = 10 } = {}) {
  await control(stack, 'DELETE', 'faults');
  for (let i = 0; i < stack.instances.length; i++) await stack.killInstance(i, { signal: 'SIGTERM', keepDown: true });
  await freshCache(stack);
  const fault = await fetch(`${stack.servicesUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '^/navigation/v1/menu/base$', delayMs: 12_000 }),
  }).then((r) => r.json());
  try {
    for (let i = 0; i < stack.instances.length; i++) await stack.startInstance(i);
    const result = await load(stack, { seconds, connections });
    const { faults } = await control(stack, 'GET', 'faults');
    const hits = faults.find((f) => f.id === fault.id)?.hits ?? 0;
    const summary = `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; the hanging menu was called ${hits} times`;
    assert(hits > 0, `the fault was never met: ${summary}`);
    assert(result.requests.total > 0 && failures(result) === 0, summary);
    assert(result.latency.p99 < 3_000 && result.latency.max < 5_000, `too slow: ${summary}`);
    return summary;
  } finally {
    await control(stack, 'DELETE', 'faults');
  }
}

async function addFault(stack, spec) {
  const response = await fetch(`${stack.servicesUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  return response.json();
}

/**
 * A purchase service slower than the app's timeout: it applies every write but
 * answers only after PURCHASE_TIMEOUT_MS. Through nginx: an add answered late once, a second add, a
 * checkout and an order whose every answer is late. Nothing doubled (quantity 2 after two adds), nothing
 * lost (the cart emptied by the one order), and the shopper gets the id of the order that exists and
 * its thank-you page.
 */
export async function slowPurchaseService(stack, { purchaseTimeoutMs = 4_000 } = {}) {
  await control(stack, 'DELETE', 'faults');
  const shopper = new Visitor(stack.url);
  await shopper.arrive('/');
  const cartId = shopper.cookies.get('nf_cid');
  const api = (path, options) => shopper.request(`/api/purchase/${path}`, options);
  // The cart form's JSON answer (server/forms/cart.ts): { notice, cart: { items: [{ article, quantity }] } }.
  const quantity = (r) => r.json().cart?.items.find((i) => i.article.articleId === '100017')?.quantity;
  try {
    await addFault(stack, { method: 'POST', path: '/increase$', answerDelayMs: purchaseTimeoutMs + 1_000, times: 1 });
    let r = await pressCartForm(shopper, 'add', { articleId: '100017' });
    assert(r.status === 200 && quantity(r) === 1, `late add: ${r.status} quantity ${r.status === 200 ? quantity(r) : '?'}`);
    r = await pressCartForm(shopper, 'add', { articleId: '100017' });
    assert(r.status === 200 && quantity(r) === 2, `second add: ${r.status} quantity ${r.status === 200 ? quantity(r) : '?'}`);
    r = await api(`checkout/v2/${cartId}/`, { method: 'POST', json: { confirmationUrl: '/varukorg/kassa/tack/' } });
    assert(r.status === 200, `checkout: ${r.status}`);
    const token = /checkoutToken\\?":\\?"([0-9a-f-]{36})/.exec(r.text)?.[1];
    assert(token, 'no checkout token in the snippet');
    await addFault(stack, { method: 'POST', path: '^/order/v1/place$', answerDelayMs: purchaseTimeoutMs + 1_000 });
    const started = Date.now();
    r = await placeOrder(api, cartId, token);
    const ms = Date.now() - started;
    assert(r.status === 200 || r.status === 201, `place order: ${r.status} ${r.text.slice(0, 200)}`);
    const orderId = /NF-\d{8}/.exec(r.text)?.[0];
    assert(orderId, 'no order id');
    await control(stack, 'DELETE', 'faults');
    const cart = await api(`cart/v2/${cartId}/`);
    assert(cart.status === 200 && cart.json().data.items.length === 0, `the cart after the order: ${cart.text.slice(0, 200)}`);
    const thanks = await shopper.request(`/varukorg/kassa/tack/?orderId=${orderId}`);
    assert(thanks.status === 200 && thanks.text.includes(orderId), `thank-you page: ${thanks.status}`);
    return `late add applied once (2 after two adds); order ${orderId} confirmed after ${ms} ms with every place answer late; cart empty; thank-you page 200`;
  } finally {
    await control(stack, 'DELETE', 'faults');
  }
}

/** One instance is killed during a 14 s load at 20 connections: no shopper request fails, and it rejoins. */
export async function instanceLoss(stack) {
  const victim = stack.instances[0];
  const result = await load(stack, {
    seconds: 14,
    connections: 20,
    during: async () => {
      await sleep(4_000);
      await stack.killInstance(0); // SIGKILL; the supervisor starts it again
    },
  });
  assert(result.requests.total > 0, 'no request completed');
  assert(
    failures(result) === 0,
    `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts out of ${result.requests.total}`,
  );
  // It rejoins: nginx sends it traffic again.
  const visitor = new Visitor(stack.url);
  await visitor.arrive('/');
  const deadline = Date.now() + 30_000;
  while (!visitor.upstreams.has(victim.address)) {
    assert(Date.now() < deadline, `${victim.id} did not rejoin within 30 s`);
    await visitor.request('/', { headers: bypass(stack) });
    await sleep(200);
  }
  return `${result.requests.total} requests, 0 failed (p99 ${result.latency.p99} ms); ${victim.id} killed at 4 s, restarted and serving again`;
}

/** The master holding the most keys. */
async function busiestMaster(stack) {
  const masters = (await clusterNodes(stack.redis.ports[0])).filter((n) => n.role === 'master' && !n.failed);
  let best;
  for (const m of masters) {
    const keys = Number(await redisCli(m.port, 'dbsize'));
    if (!best || keys > best.keys) best = { ...m, keys };
  }
  return best;
}

/**
 * The busiest master once the instances have written their data back. Right after a flush the
 * instances still answer from their own caches (the rendered-page cache and the data cache's L1)
 * and write an entry back only when their L1 copy next checks the shared cache, so this asks for
 * fresh renders (a query no page cache has seen) until a master holds keys, for at most 20 s.
 */
async function cachedKeysWritten(stack, visitor) {
  const deadline = Date.now() + 20_000;
  for (let round = 0; ; round += 1) {
    const master = await busiestMaster(stack);
    if ((master && master.keys > 0) || Date.now() > deadline) return master;
    for (const page of PAGES) await visitor.request(`${page}?drill=master-loss-${round}`, { headers: bypass(stack) });
    await sleep(1_000);
  }
}

/**
 * A Redis master is killed under load: pages keep answering 200, p99 stays within the
 * baseline's p99 plus `extraP99Ms` (the cache's 500 ms command bound and some noise), its
 * replica is promoted and caching resumes.
 */
export async function redisMasterLoss(stack, { extraP99Ms }) {
  await freshCache(stack);
  const warm = new Visitor(stack.url);
  await warm.arrive('/');
  for (const page of PAGES) await warm.request(page, { headers: bypass(stack) });
  const baseline = await load(stack, { seconds: 5, connections: 10 });
  const victim = await cachedKeysWritten(stack, warm);
  assert(victim && victim.keys > 0, 'no master holds cached keys 20 s after the warm-up');
  const replica = (await clusterNodes(stack.redis.ports[0])).find((n) => n.masterId === victim.id);
  assert(replica, `master ${victim.port} has no replica`);
  const result = await load(stack, {
    seconds: 10,
    connections: 10,
    during: async () => {
      await sleep(3_000);
      await stack.redis.killNode(victim.port);
    },
  });
  const bound = baseline.latency.p99 + extraP99Ms;
  assert(
    failures(result) === 0,
    `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts out of ${result.requests.total}`,
  );
  assert(
    result.latency.p99 <= bound,
    `p99 ${result.latency.p99} ms during the failover, above the baseline's ${baseline.latency.p99} ms + ${extraP99Ms} ms`,
  );
  const alive = stack.redis.ports.find((p) => p !== victim.port);
  await waitClusterOk(alive, 20_000);
  const promoted = (await clusterNodes(alive)).find((n) => n.id === replica.id);
  assert(promoted?.role === 'master', `replica ${replica.port} was not promoted (role ${promoted?.role})`);

  // Caching resumes: fresh keys, asked for twice (two instances), reach the upstream once,
  // and the promoted master stores its share. Allow the apps' 5 s bypass to run out.
  const before = Number(await redisCli(replica.port, 'dbsize'));
  const visitor = new Visitor(stack.url);
  await visitor.arrive('/');
  const deadline = Date.now() + 30_000;
  let round = 0;
  let resumed = false;
  while (!resumed && Date.now() < deadline) {
    round += 1;
    await control(stack, 'DELETE', 'requests');
    const pages = Array.from(
      { length: 6 },
      (_, i) => `/kategori/mobil-tillbehor/?page=${((round * 6 + i) % 20) + 1}&sort=${['price_asc', 'price_desc', 'newest'][round % 3]}`,
    );
    for (const page of pages) for (let n = 0; n < 2; n++) await visitor.request(page, { headers: bypass(stack) });
    const { requests, repeated } = await repeatedUpstreamCalls(stack);
    const grew = Number(await redisCli(replica.port, 'dbsize')) > before;
    resumed = requests.length > 0 && repeated.length === 0 && grew;
    if (!resumed) await sleep(1_000);
  }
  assert(resumed, 'caching did not resume within 30 s of the failover');
  stack.redis.startNode(victim.port); // the old master comes back as a replica
  return `${result.requests.total} requests at 10 connections, 0 failed; p99 ${result.latency.p99} ms (baseline ${baseline.latency.p99} ms, bound ${bound} ms); ${replica.port} promoted; caching resumed`;
}

const LOCALE_503 = {
  '/': { lang: 'sv', text: 'Butiken är tillfälligt otillgänglig' },
  '/da-DK/': { lang: 'da', text: 'Butikken er midlertidigt utilgængelig' },
  '/nb-NO/': { lang: 'nb', text: 'Butikken er midlertidig utilgjengelig' },
  '/fi-FI/': { lang: 'fi', text: 'Kauppa on tilapäisesti poissa käytöstä' },
  '/en-US/': { lang: 'en', text: 'The shop is temporarily unavailable' },
};

/** Every instance stopped: cached pages are still served (stale), the rest get the styled 503 in the shopper's language. */
export async function totalOutage(stack, { pageMaxAgeSeconds }) {
  const visitor = new Visitor(stack.url);
  await visitor.arrive('/');
  const cachedPage = '/kategori/mobil-tillbehor/?drill=outage';
  await visitor.request(cachedPage);
  assert((await visitor.request(cachedPage)).cache === 'HIT', 'the page did not get into the cache');
  await Promise.all(stack.instances.map((_, i) => stack.killInstance(i, { keepDown: true, signal: 'SIGTERM' })));
  try {
    await sleep((pageMaxAgeSeconds + 1) * 1000); // past s-maxage: only a stale copy is left
    const stale = await visitor.request(cachedPage);
    assert(stale.status === 200 && ['STALE', 'UPDATING'].includes(stale.cache), `cached page: ${stale.status} ${stale.cache}`);
    for (const [prefix, expected] of Object.entries(LOCALE_503)) {
      const r = await visitor.request(`${prefix}?drill=outage-${Date.now()}`);
      assert(r.status === 503, `${prefix}: status ${r.status}`);
      assert(r.headers.get('content-type')?.startsWith('text/html'), `${prefix}: content-type ${r.headers.get('content-type')}`);
      assert(
        r.text.includes(`<html lang="${expected.lang}">`) && r.text.includes(expected.text),
        `${prefix}: not the ${expected.lang} 503 page`,
      );
      const csp = r.headers.get('content-security-policy') ?? '';
      assert(csp.includes("default-src 'none'"), `${prefix}: 503 page without its strict CSP`);
      const violations = cspViolations(r.text, csp);
      assert(violations.length === 0 && !/<script/i.test(r.text), `${prefix}: 503 page breaks its CSP: ${violations.join('; ')}`);
    }
    const newcomer = await new Visitor(stack.url).request('/da-DK/');
    assert(newcomer.status === 503 && newcomer.text.includes(LOCALE_503['/da-DK/'].text), `a first visit: ${newcomer.status}`);
    const api = await visitor.request(`/api/purchase/cart/v2/${visitor.cookies.get('nf_cid')}/`);
    assert(api.status === 503 && api.json().code === 'SERVICE_UNAVAILABLE', `API: ${api.status} ${api.text.slice(0, 80)}`);
  } finally {
    await Promise.all(stack.instances.map((_, i) => stack.startInstance(i)));
    // nginx took them out of rotation for fail_timeout (3 s): wait until it sends traffic again.
    const deadline = Date.now() + 15_000;
    while ((await visitor.request('/', { headers: bypass(stack) })).status !== 200) {
      assert(Date.now() < deadline, 'nginx did not route to the restarted instances within 15 s');
      await sleep(250);
    }
  }
  return 'cached page served STALE; 503 page in sv, da, nb, fi and en with its own CSP; the API answers JSON 503';
}

/** A cart journey through nginx: add, change quantity, check out, place the order, on both instances. */
export async function cartJourney(stack) {
  const shopper = new Visitor(stack.url);
  await shopper.arrive('/');
  const cartId = shopper.cookies.get('nf_cid');
  const api = (path, options) => shopper.request(`/api/purchase/${path}`, options);
  // CartResponse (services/purchase/types.ts): { data: { items: [{ article, quantity }] } }
  const quantity = (r) => r.json().data.items.find((i) => i.article.articleId === '100017')?.quantity;
  const expectOk = (r, what) => assert(r.status === 200, `${what}: ${r.status} ${r.text.slice(0, 200)}`);

  // Changes are presses of the cart's forms asking for JSON (server/forms/cart.ts); reads go through the proxy.
  let r = await pressCartForm(shopper, 'add', { articleId: '100017' });
  expectOk(r, 'add');
  r = await pressCartForm(shopper, 'quantity', { articleId: '100017', cartId, from: '1', to: '2' });
  expectOk(r, 'increase');
  expectOk(await pressCartForm(shopper, 'quantity', { articleId: '100017', cartId, from: '2', to: '3' }), 'increase again');
  r = await pressCartForm(shopper, 'quantity', { articleId: '100017', cartId, from: '3', to: '2' });
  expectOk(r, 'decrease');
  r = await api(`cart/v2/${cartId}/`);
  expectOk(r, 'get cart');
  assert(quantity(r) === 2, `quantity ${quantity(r)} after +1 +1 +1 −1 (${r.text.slice(0, 200)})`);
  const cartPage = await shopper.request('/varukorg/');
  assert(cartPage.status === 200, `cart page: ${cartPage.status}`);
  r = await api(`checkout/v2/${cartId}/`, { method: 'POST', json: { rebateCode: 'FYND10', confirmationUrl: '/varukorg/kassa/tack/' } });
  expectOk(r, 'checkout');
  const token = /checkoutToken\\?":\\?"([0-9a-f-]{36})/.exec(r.text)?.[1]; // inside the snippet's JSON string
  assert(token, 'no checkout token in the snippet');
  r = await placeOrder(api, cartId, token);
  assert(r.status === 200 || r.status === 201, `place order: ${r.status} ${r.text.slice(0, 200)}`);
  const orderId = /NF-\d{8}/.exec(r.text)?.[0];
  assert(orderId, 'no order id');
  const thanks = await shopper.request(`/varukorg/kassa/tack/?orderId=${orderId}`);
  assert(thanks.status === 200 && thanks.text.includes(orderId), `thank-you page: ${thanks.status}`);
  assert(
    /no-store/.test(thanks.headers.get('cache-control') ?? ''),
    `thank-you page Cache-Control: ${thanks.headers.get('cache-control')}`,
  );
  await neverStored(stack, shopper, orderId);
  assert(shopper.upstreams.size === stack.instances.length, `requests landed only on ${[...shopper.upstreams].join(', ')}`);
  return `order ${orderId} placed; the journey's requests landed on ${[...shopper.upstreams].join(' and ')}; nothing personal, no /api/ answer and no Set-Cookie answer came from nginx's cache (a public page did)`;
}

/** Asks for `path` twice; the second answer must not come from nginx's cache. */
async function askedTwiceNeverHit(visitor, path, what, check = () => undefined) {
  const first = await visitor.request(path);
  const second = await visitor.request(path);
  for (const r of [first, second]) check(r);
  assert(
    first.cache !== 'HIT' && second.cache !== 'HIT',
    `${what} (${path}) came from nginx's cache: ${first.cache}, then ${second.cache} (Cache-Control: ${second.headers.get('cache-control')})`,
  );
}

/**
 * What nginx must never store: personal pages (`private`/`no-store`), any /api/ answer (even a
 * public one), and any answer that sets a cookie. Each is asked for twice by the same browser;
 * a public page asked for the same way must be a HIT, so these checks can tell.
 */
async function neverStored(stack, shopper, orderId) {
  const cacheControl = (r) => r.headers.get('cache-control') ?? '';
  await askedTwiceNeverHit(shopper, `/varukorg/kassa/tack/?orderId=${orderId}`, 'the thank-you page', (r) =>
    assert(r.status === 200 && /no-store/.test(cacheControl(r)), `thank-you page: ${r.status} ${cacheControl(r)}`),
  );
  // A page made personal by a feature-flag override cookie is `private, no-store`: once it has been
  // answered that way, the next browser (no override) must not get it from nginx's cache.
  const personal = `/kategori/mobil-tillbehor/?drill=private-${Date.now()}`;
  const tester = new Visitor(stack.url);
  await tester.arrive('/');
  tester.cookies.set('nf_ff_drill-override', 'true'); // any lowercase flag name counts (lib/feature-flags.ts)
  const own = await tester.request(personal);
  assert(
    own.status === 200 && /private/.test(cacheControl(own)) && /no-store/.test(cacheControl(own)),
    `a flag-override page: ${own.status} ${cacheControl(own)}`,
  );
  const next = await shopper.request(personal);
  assert(next.cache !== 'HIT', `a page first answered \`private, no-store\` came from nginx's cache: ${next.cache}`);
  await askedTwiceNeverHit(shopper, `/api/purchase/cart/v2/${shopper.cookies.get('nf_cid')}/`, 'a cart read', (r) =>
    assert(r.status === 200, `cart read: ${r.status}`),
  );
  // A public API answer (the menu's children, `public, s-maxage=300`) is still never stored: /api/ has no cache.
  await askedTwiceNeverHit(shopper, '/api/menu/mobil-tillbehor/', 'a public /api/ answer', (r) =>
    assert(r.status === 200 && /public/.test(cacheControl(r)), `menu API: ${r.status} ${cacheControl(r)}`),
  );
  // An answer with Set-Cookie (a first visit) is not stored for the next browser either.
  const url = `/kategori/mobil-tillbehor/?drill=set-cookie-${Date.now()}`;
  const newcomer = await new Visitor(stack.url).request(url);
  assert(newcomer.status === 200 && newcomer.headers.getSetCookie().length > 0, `a first visit: ${newcomer.status}, no Set-Cookie`);
  const after = await shopper.request(url);
  assert(after.cache !== 'HIT', `a page first answered with Set-Cookie came from nginx's cache: ${after.cache}`);
  // The control: the same kind of public page, asked for twice, is a HIT.
  const control = `/kategori/mobil-tillbehor/?drill=control-${Date.now()}`;
  await shopper.request(control);
  const hit = await shopper.request(control);
  assert(hit.cache === 'HIT', `a public page asked for twice was not a HIT (${hit.cache}): the checks above prove nothing`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Page views timed one after another (ms each), through nginx to the instances. */
async function timedViews(stack, visitor, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const r = await visitor.request(PAGES[i % PAGES.length], { headers: bypass(stack) });
    assert(r.status === 200, `${PAGES[i % PAGES.length]}: ${r.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

/** The whole cluster down: pages still answer, and the cache costs no more than a down single Redis (no wait per command). */
export async function clusterDown(stack) {
  const visitor = new Visitor(stack.url);
  await visitor.arrive('/');
  await timedViews(stack, visitor, PAGES.length); // fill the cache
  const up = await timedViews(stack, visitor, 20);
  await Promise.all(stack.redis.ports.map((port) => stack.redis.killNode(port)));
  const down = await timedViews(stack, visitor, 20);
  const [upMs, downMs] = [median(up), median(down)];
  // Without the cache every view calls the local services (a few ms each); a cache that waited
  // for its 500 ms bound on every command would add at least that much to each view.
  assert(downMs <= upMs + 250, `median view ${Math.round(downMs)} ms with the cluster down, ${Math.round(upMs)} ms with it up`);
  return `median view ${Math.round(upMs)} ms with the cluster up, ${Math.round(downMs)} ms with all six nodes down; every view 200`;
}

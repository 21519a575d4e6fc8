/**
 * Route keys served by a shared page (`pages` in route-table.json: the DYO engine and landing
 * pages). Its own module, so only the code that needs it (the DYO editor) carries it.
 */
import table from './route-table.json';

/**
 * The route a page is showing: a shared page's path (`pages` in the route table, the DYO pages:
 * "/dyo/engine-page/[route]" with `route` "clothes-engine") is its route key's ("/dyo/clothes-engine/"),
 * and the query loses the page's own parameters. Any other page path is returned as it is.
 */
export function routeOfPage(pathname: string, query: Record<string, string>): { path: string; query: Record<string, string> } {
  const params = [...pathname.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
  const filled = `${pathname.replace(/\[(\w+)\]/g, (_, name: string) => query[name] ?? '')}/`;
  const key = params.length > 0 ? Object.keys(table.pages).find((k) => table.pages[k as keyof typeof table.pages] === filled) : undefined;
  if (!key) return { path: pathname, query };
  return { path: key, query: Object.fromEntries(Object.entries(query).filter(([name]) => !params.includes(name))) };
}

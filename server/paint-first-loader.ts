/**
 * The inline head loader that replaces Next's chunk scripts, so the server's HTML paints before
 * script downloads (docs/adr/0010-scripts-after-first-paint.md). It and its preloads carry the nonce
 * ('strict-dynamic'); tests/server/paint-first-loader.test.ts runs it in a DOM.
 */
export function loaderScript(urls: readonly string[], { warmFormats = true }: { warmFormats?: boolean } = {}): string {
  return [
    '(function(u){var d=document,n=d.currentScript&&d.currentScript.nonce,painted=false,parsed=false,pre=false,done=false;',
    // At the first paint the scripts start to download (preloads run nothing): the browser is still
    // parsing and laying out the document, which on a phone takes another 0.5-1.5 s.
    'function preload(){if(pre)return;pre=true;u.forEach(function(s){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","script");l.href=s;if(n)l.nonce=n;d.head.appendChild(l);});}',
    'function go(){if(done)return;done=true;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.head.appendChild(e);});',
    // While they download, tasks of their own load the browser's locale data (ICU) for a page that formats numbers or
    // dates while it hydrates: the first Intl.NumberFormat takes 17-50 ms unthrottled, the first Intl.DateTimeFormat
    // 2-13 ms, which would otherwise land in one hydration slice (docs/adr/0012-hydration-in-a-transition.md). A page
    // whose hydration formats nothing (its prices in static islands, ADR 0029) leaves it out: `warmFormats: false`.
    warmFormats
      ? 'setTimeout(function(){try{new Intl.NumberFormat(d.documentElement.lang).format(1);}catch(e){}},0);' +
        'setTimeout(function(){try{new Intl.DateTimeFormat(d.documentElement.lang,{dateStyle:"long",timeZone:"UTC"}).format(0);}catch(e){}},0);'
      : '',
    '}',
    // They run once the document is parsed and the first contentful paint is on screen; at most 500 ms after the document is parsed (a page
    // that paints nothing, a browser without paint timing); at once in a hidden tab.
    'function paint(){painted=true;preload();if(parsed)setTimeout(go,0);}',
    'try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint();}});o.observe({type:"paint",buffered:true});}catch(e){}',
    'function ready(){parsed=true;if(d.visibilityState!=="visible"||painted)return go();setTimeout(go,500);}',
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready();})(',
    JSON.stringify(urls).replace(/</g, '\\u003c'),
    ');',
  ].join('');
}

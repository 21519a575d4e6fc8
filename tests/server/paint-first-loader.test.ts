/** @jest-environment jsdom */
import { loaderScript } from '@/server/paint-first-loader';

const urls = [
  '/api/i18n/sv-SE/translation/abc/',
  '/api/shell/sv-SE/0ffdb056/',
  '/_next/static/chunks/webpack-1.js',
  '/_next/static/chunks/main-2.js',
];

let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
let readyState: DocumentReadyState;
let visibility: DocumentVisibilityState;
let doc: Document;

class FakePaintObserver {
  constructor(callback: typeof paintCallback) {
    paintCallback = callback;
  }
  observe() {}
  disconnect() {
    paintCallback = undefined;
  }
}

/** A document of its own per loader, still loading, visible, whose current script carries the request's nonce. */
function freshDocument() {
  doc = document.implementation.createHTMLDocument('page');
  paintCallback = undefined;
  readyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  Object.defineProperty(doc, 'visibilityState', { get: () => visibility });
  Object.defineProperty(doc, 'currentScript', { get: () => ({ nonce: 'n0nce' }) });
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  freshDocument();
});

afterEach(() => jest.useRealTimers());

/** Runs the loader's text as the browser runs the inline script, against `doc`. */
function runLoader(options?: Parameters<typeof loaderScript>[1]) {
  new Function('document', 'PerformanceObserver', loaderScript(urls, options))(doc, FakePaintObserver);
}

const firstPaint = () => paintCallback?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
const parsed = () => {
  readyState = 'interactive';
  doc.dispatchEvent(new Event('DOMContentLoaded'));
};
const preloads = () =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('as'),
    (l as HTMLLinkElement).nonce,
  ]);
const scripts = () => [...doc.head.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async]);

test('at the first paint, before the document is parsed, the scripts download as preloads and none runs', () => {
  runLoader();
  expect(preloads()).toEqual([]);
  firstPaint();
  expect(preloads()).toEqual(urls.map((url) => [url, 'script', 'n0nce']));
  jest.advanceTimersByTime(5000);
  expect(scripts()).toEqual([]);

  // Parsed: inserted in their order, data scripts first, not async.
  parsed();
  expect(scripts()).toEqual(urls.map((url) => [url, false]));
  jest.advanceTimersByTime(1000);
  expect(scripts()).toHaveLength(urls.length);
  expect(preloads()).toHaveLength(urls.length);
});

test('a document parsed before it paints waits for the first paint, at most 500 ms, then inserts the scripts once', () => {
  runLoader();
  parsed();
  jest.advanceTimersByTime(499);
  expect(scripts()).toEqual([]);
  firstPaint();
  jest.advanceTimersByTime(0);
  expect(scripts()).toEqual(urls.map((url) => [url, false]));
  jest.advanceTimersByTime(1000);
  expect(scripts()).toHaveLength(urls.length);
});

test('a page that never paints gets its scripts 500 ms after it is parsed; a hidden tab at once', () => {
  runLoader();
  parsed();
  jest.advanceTimersByTime(500);
  expect(scripts()).toHaveLength(urls.length);

  visibility = 'hidden';
  freshDocument();
  runLoader();
  parsed();
  expect(scripts()).toHaveLength(urls.length);
});

test("while the scripts download, tasks of their own load the page language's number and date data", () => {
  doc.documentElement.lang = 'fi-FI';
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  runLoader();
  firstPaint();
  parsed();
  expect(scripts()).toHaveLength(urls.length);
  expect(dates).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(numbers).toHaveBeenCalledWith('fi-FI');
  // As lib/format.ts's formatDay makes it.
  expect(dates).toHaveBeenCalledWith('fi-FI', { dateStyle: 'long', timeZone: 'UTC' });
  numbers.mockRestore();
  dates.mockRestore();
});

test('for a page whose hydration formats nothing, the loader loads no locale data', () => {
  doc.documentElement.lang = 'fi-FI';
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  runLoader({ warmFormats: false });
  firstPaint();
  parsed();
  jest.advanceTimersByTime(1000);
  expect(scripts()).toHaveLength(urls.length);
  expect(numbers).not.toHaveBeenCalled();
  expect(dates).not.toHaveBeenCalled();
  numbers.mockRestore();
  dates.mockRestore();
});

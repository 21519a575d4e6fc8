/**
 * `useT(ns)`: one translate function per language and namespace, shared by every component, because react-i18next's `useTranslation` cost a
 * third of a server render's i18n time. `TranslationBridge` is the one subscriber to language changes.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';

interface Bridge {
  i18n: I18n;
  lng: string;
}

export const BridgeContext = createContext<Bridge | null>(null);
/** A translate function with its key types erased: the cache holds one per language and namespace. */
type AnyT = (...args: unknown[]) => unknown;
const fixedTs = new WeakMap<I18n, Map<string, AnyT>>();

/** Results kept per translate function; past this many it starts again (interpolated prices and names vary). */
const MEMO_MAX = 4_000;

/**
 * The memo key of a call whose result depends only on the key and primitive options (count, context, interpolated strings and numbers);
 * undefined for anything else.
 */
export function memoKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options === 'string') return `${key}\u0000${options}`;
  if (typeof options !== 'object' || options === null) return undefined;
  let memo = key;
  // for…in over the own properties: no array of entries per call (hundreds of calls per render).
  for (const name in options) {
    if (!Object.hasOwn(options, name)) continue;
    const value: unknown = (options as Record<string, unknown>)[name];
    if (value !== null && (typeof value === 'object' || typeof value === 'function')) return undefined;
    memo += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return memo;
}

/**
 * i18next resolves the language hierarchy, namespaces and plural rule on every call, and a page makes hundreds of the same calls (a card's
 * labels, once per card): the translated string is kept per call. Cleared when resources are added or removed (a namespace loaded on a
 * client-side navigation), so a key that was missing is looked up again.
 */
function memoized(i18n: I18n, t: AnyT): AnyT {
  let memo = new Map<string, string>();
  i18n.store?.on?.('added', () => (memo = new Map()));
  i18n.store?.on?.('removed', () => (memo = new Map()));
  const translate = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    const id = rest.length === 0 ? memoKey(key, options) : undefined;
    if (id !== undefined) {
      const hit = memo.get(id);
      if (hit !== undefined) return hit;
    }
    const result = t(key, options, ...rest);
    if (id !== undefined && typeof result === 'string') {
      if (memo.size >= MEMO_MAX) memo = new Map();
      memo.set(id, result);
    }
    return result;
  };
  return translate;
}

interface LanguageUtils {
  formatLanguageCode(code: string): string;
}
const cachedCodes = new WeakSet<LanguageUtils>();

/**
 * i18next builds the language hierarchy again on every translate call, and formats each code in it with `Intl.getCanonicalLocales` (twice
 * per call here: the page's language and the fallback). The answer depends only on the code and the instance's options, so it is kept per
 * instance: in a fresh browser, where `memoized` has nothing yet, that was a fifth of i18next's time in the hydration.
 */
function cacheLanguageCodes(i18n: I18n): void {
  const utils = i18n.services?.languageUtils as LanguageUtils | undefined;
  if (!utils || typeof utils.formatLanguageCode !== 'function' || cachedCodes.has(utils)) return;
  cachedCodes.add(utils);
  const format = utils.formatLanguageCode.bind(utils);
  const formatted = new Map<string, string>();
  utils.formatLanguageCode = (code: string) => {
    if (typeof code !== 'string') return format(code);
    let result = formatted.get(code);
    if (result === undefined) {
      result = format(code);
      formatted.set(code, result);
    }
    return result;
  };
}

function fixedT(i18n: I18n, lng: string, ns: FlatNamespace | undefined): AnyT {
  let byKey = fixedTs.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixedTs.set(i18n, byKey);
    cacheLanguageCodes(i18n);
  }
  const key = `${lng}|${ns ?? ''}`;
  let t = byKey.get(key);
  if (!t) {
    t = memoized(i18n, i18n.getFixedT(lng, ns ?? null) as unknown as AnyT);
    byKey.set(key, t);
  }
  return t;
}

/**
 * Provides the i18n instance and its current language; the tree's one subscriber to language changes. It subscribes itself: react-i18next's
 * `useTranslation`, which it used, also waits for namespaces to load from a backend (there is none: every page brings its translations)
 * and was 1.8 kB of every first load (2026-11-29).
 */
export function TranslationBridge({ children }: { children: ReactNode }) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = () => i18n.language;
  const lng = useSyncExternalStore(subscribe, language, language);
  const value = useMemo(() => ({ i18n, lng }), [i18n, lng]);
  return <BridgeContext.Provider value={value}>{children}</BridgeContext.Provider>;
}

/**
 * The translate function for `ns` (default namespace when omitted), in the page's language; its keys are typed from that namespace's sv-SE
 * file (types/i18next.d.ts).
 */
export function useT<Ns extends FlatNamespace = 'translation'>(ns?: Ns): { t: TFunction<Ns> } {
  const bridge = useContext(BridgeContext);
  const context = useContext(I18nContext);
  const i18n = bridge?.i18n ?? context?.i18n ?? getI18n();
  const lng = bridge?.lng ?? i18n.language;
  // The function is i18next's getFixedT(lng, ns), memoized: the same calls as TFunction<Ns>.
  return { t: fixedT(i18n, lng, ns) as unknown as TFunction<Ns> };
}

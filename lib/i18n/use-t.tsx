/**
 * `useT(ns)`: the page's translate function, made once per language and
 * namespace and shared by every component. react-i18next's `useTranslation`
 * copies the whole i18n instance (createI18nWrapper) and builds a fixed `t`
 * on every mount, which cost a third of the i18n time of a server render
 * (ADR 0005). `TranslationBridge`, under next-i18next's provider in `_app`,
 * is the one subscriber to language changes and re-renders the consumers.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

interface Bridge {
  i18n: I18n;
  lng: string;
}

const BridgeContext = createContext<Bridge | null>(null);
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

function fixedT(i18n: I18n, lng: string, ns: string | undefined): TFunction {
  let byKey = fixedTs.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixedTs.set(i18n, byKey);
  }
  const key = `${lng}|${ns ?? ''}`;
  let t = byKey.get(key);
  if (!t) {
    t = i18n.getFixedT(lng, ns ?? null) as TFunction;
    byKey.set(key, t);
  }
  return t;
}

/** Provides the i18n instance and its current language; the one `useTranslation` of the tree. */
export function TranslationBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const value = useMemo(() => ({ i18n, lng }), [i18n, lng]);
  return <BridgeContext.Provider value={value}>{children}</BridgeContext.Provider>;
}

/** The translate function for `ns` (default namespace when omitted), in the page's language. */
export function useT(ns?: string): { t: TFunction } {
  const bridge = useContext(BridgeContext);
  const context = useContext(I18nContext);
  const i18n = bridge?.i18n ?? context?.i18n ?? getI18n();
  const lng = bridge?.lng ?? i18n.language;
  return { t: fixedT(i18n, lng, ns) };
}

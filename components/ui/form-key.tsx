import { createContext, useContext, type ReactNode } from 'react';

const FormKey = createContext('');

/** The page's one-time form key (server/forms/one-time-key.ts), for every form on it. */
export function FormKeyProvider({ value, children }: { value: string; children: ReactNode }) {
  return <FormKey.Provider value={value}>{children}</FormKey.Provider>;
}

export function useFormKey(): string {
  return useContext(FormKey);
}

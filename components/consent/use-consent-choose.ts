import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { ConsentChoice } from '@/lib/consent/consent-model';
import { writeStoredChoice } from '@/browser/consent/stored-choice';
import { toLocale } from '@/lib/locales';
import { reportError } from '@/browser/error-reporting/report-error';
import { consentChosen } from '@/store/consent-slice';
import { useAppDispatch } from '@/store/hooks';

/** Stores a new consent choice, tells the store, and writes the TCF string (the TCF libraries load then). */
export function useConsentChoose(): (choice: ConsentChoice) => void {
  const dispatch = useAppDispatch();
  const locale = toLocale(useRouter().locale);
  return useCallback(
    (next: ConsentChoice) => {
      writeStoredChoice(next);
      dispatch(consentChosen(next));
      void import('@/browser/consent/cmp')
        .then((cmp) => cmp.saveTcString(next, locale))
        .catch((error: unknown) => reportError({ error, context: 'consent-cmp' }));
    },
    [dispatch, locale],
  );
}

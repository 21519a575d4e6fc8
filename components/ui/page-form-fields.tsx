import { useRouter } from 'next/router';
import { useFormKey } from './form-key';
import { useCurrentPath } from './use-current-path';

/**
 * What a cart line's and the rebate code's forms send besides their own fields: the page's one-time key, where to come
 * back (with `fragment`, e.g. `#notice`: the answer page opens at its notice, which takes the focus without JavaScript)
 * and the language. The other forms write these three out (a shared module costs their pages first-load bytes).
 */
export function PageFormFields({ fragment = '' }: { fragment?: string }) {
  const formKey = useFormKey();
  const returnTo = `${useCurrentPath()}${fragment}`;
  const { locale } = useRouter();
  return (
    <>
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="locale" value={locale ?? ''} />
    </>
  );
}

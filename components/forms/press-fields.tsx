import { useRouter } from 'next/router';
import { useFormKey } from '@/components/ui/form-key';
import { useCurrentPath } from '@/components/ui/use-current-path';

/**
 * What every cart form sends besides its own fields: the page's one-time key, where to come back (with `fragment`, e.g.
 * `#notice`: the answer page opens at its notice, which takes the focus without JavaScript) and the language.
 */
export function PressFields({ fragment = '' }: { fragment?: string }) {
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

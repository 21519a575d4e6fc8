import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { up, theme } from '@/styles/theme';

const Mark = styled.svg`
  height: ${theme.logo.height};
  width: auto;
  ${up('lg')} {
    height: ${theme.logo.heightWide};
  }
`;

const Anchor = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
`;

/** The logo; it always leads to the start page. */
export function Logo() {
  const { t } = useT();
  return (
    <Anchor to="/" aria-label={t('header::logoLabel')}>
      <Mark viewBox="0 0 180 40" role="img" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" fill="#f2b705" />
        <path d="M11 27V13l9 9 9-9v14" stroke="#0c2a1f" strokeWidth="3.5" fill="none" strokeLinejoin="round" />
        <text x="46" y="29" fontFamily="Mulish, sans-serif" fontWeight="800" fontSize="26" fill="currentColor">
          nordfynd
        </text>
      </Mark>
    </Anchor>
  );
}

import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { theme } from '@/styles/theme';

/** The centred column of an error or status message (also used by the DYO error page). */
export const StatusLayout = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-top: 40px;
  padding-bottom: 56px;
  text-align: center;
  h1 {
    margin: 8px 0 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0 0 12px;
    max-width: 520px;
    color: ${theme.colors.ink700};
  }
`;

interface Props {
  code: '400' | '404' | '500' | '503';
  /** Where the link goes: home by default; the 503 page reloads the page the shopper asked for. */
  linkHref?: string;
  title: string;
  description: string;
  linkText: string;
}

function Illustration({ code }: { code: string }) {
  return (
    <svg width="220" height="140" viewBox="0 0 220 140" role="presentation" aria-hidden="true">
      <ellipse cx="110" cy="126" rx="90" ry="10" fill="#efebe3" />
      <rect x="40" y="24" width="140" height="92" rx="14" fill="#e3efe9" />
      <text x="110" y="88" textAnchor="middle" fontFamily="Mulish, sans-serif" fontWeight="800" fontSize="44" fill="#1b5e45">
        {code}
      </text>
      <circle cx="178" cy="26" r="14" fill="#f2b705" />
    </svg>
  );
}

/** The body of the 400, 404, 500 and 503 pages: image, headline, description, full-width link home. */
export function StatusPage({ code, title, description, linkText, linkHref }: Props) {
  return (
    <StatusLayout $width="small">
      <Illustration code={code} />
      <h1>{title}</h1>
      <p>{description}</p>
      {linkHref ? (
        <ButtonLink href={linkHref} $fullWidth>
          {linkText}
        </ButtonLink>
      ) : (
        <ButtonLink as={LocalizedLink} to="/" $fullWidth>
          {linkText}
        </ButtonLink>
      )}
    </StatusLayout>
  );
}

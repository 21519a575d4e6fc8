import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { ButtonLink } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import { dyoLink, UnsupportedDyoArticleError, type DyoLink } from '@/lib/dyo/links';
import { theme } from '@/styles/theme';

const Notice = styled.p`
  margin: 12px 0;
  padding: 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.gold100};
`;

function linkOf(article: Parameters<typeof dyoLink>[0]): DyoLink | null {
  try {
    return dyoLink(article);
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) return null;
    throw error;
  }
}

/** For a design-your-own article: a link to its DYO landing page, or the unsupported message. */
export function DyoAction({ article }: { article: Parameters<typeof dyoLink>[0] }) {
  const { t } = useT('catalog');
  const link = linkOf(article);
  if (!link) return <Notice role="note">{t('product::dyoUnsupported')}</Notice>;
  return (
    <ButtonLink as={LocalizedLink} to={link.routeKey} query={link.query} $fullWidth>
      {t('product::dyoDesign')}
    </ButtonLink>
  );
}

import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { up, theme } from '@/styles/theme';
import type { DyoKind } from '@/lib/dyo/kinds';
import { DYO_PRODUCT_INFO } from '@/lib/dyo/product-types/info';
import type { RouteKey } from '@/lib/routes/hrefs';

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

const Card = styled.li<{ $current: boolean }>`
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${({ theme, $current }) => ($current ? theme.colors.hunter100 : theme.colors.base1)};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0 0 6px;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.ink700};
  }
`;

interface Props {
  current: DyoKind;
  /** Whether a route exists in the shopper's locale (map covers: Sweden only). */
  available: (route: RouteKey) => boolean;
}

/** What can be designed here: every product type of the registry whose landing page exists in this locale. */
export function DyoIntro({ current, available }: Props) {
  const { t } = useT('dyo');
  const items = Object.values(DYO_PRODUCT_INFO)
    .filter((type) => available(type.routes.landing))
    .map((type) => ({ key: type.copy, kind: type.kind, to: type.routes.landing }));
  return (
    <Cards>
      {items.map((item) => (
        <Card key={item.key} $current={item.kind === current}>
          <h2>{t(`intro::${item.key}::title`)}</h2>
          <p>{t(`intro::${item.key}::text`)}</p>
          {item.kind === current ? (
            <a href="#dyo-picker">{t('intro::choose')}</a>
          ) : (
            <LocalizedLink to={item.to}>{t(`intro::${item.key}::link`)}</LocalizedLink>
          )}
        </Card>
      ))}
    </Cards>
  );
}

import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { up, theme } from '@/styles/theme';
import type { RouteKey } from '@/lib/routes';

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(3, 1fr); }
`;

const Card = styled.li<{ $current: boolean }>`
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${({ theme, $current }) => ($current ? theme.colors.hunter100 : theme.colors.base1)};
  box-shadow: ${theme.shadow.card};
  h2 { margin: 0 0 6px; font-size: ${theme.font.size.lg}; }
  p { margin: 0 0 8px; color: ${theme.colors.ink700}; }
`;

interface Props {
  current: 'phone' | 'clothes';
  /** Map covers exist in Sweden only (the route is Swedish only). */
  showMaps: boolean;
}

/** What can be designed here: phone covers, clothes and (in Sweden) map covers. */
export function DyoIntro({ current, showMaps }: Props) {
  const { t } = useT('dyo');
  const items: { key: string; to: RouteKey }[] = [
    { key: 'phone', to: '/dyo/initial-landing-page/' },
    { key: 'clothes', to: '/dyo/clothes-initial-landing-page/' },
    ...(showMaps ? [{ key: 'map', to: '/dyo/map-engine/' as const }] : []),
  ];
  return (
    <Cards>
      {items.map((item) => (
        <Card key={item.key} $current={item.key === current}>
          <h2>{t(`intro::${item.key}::title`)}</h2>
          <p>{t(`intro::${item.key}::text`)}</p>
          {item.key === current ? (
            <a href="#dyo-picker">{t('intro::choose')}</a>
          ) : (
            <LocalizedLink to={item.to}>{t(`intro::${item.key}::link`)}</LocalizedLink>
          )}
        </Card>
      ))}
    </Cards>
  );
}

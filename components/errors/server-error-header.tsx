import styled from 'styled-components';
import { Logo } from '@/components/header/logo';
import { Container } from '@/components/ui/container';
import { theme } from '@/styles/theme';

const Header = styled.header`
  background: ${theme.colors.hunter500};
  color: ${theme.colors.base1};
  padding: 20px 0;
`;

/** docs/spec.md §2: the 500 page has only a header with the logo (the shell may be what failed). */
export function ServerErrorHeader() {
  return (
    <Header>
      <Container>
        <Logo />
      </Container>
    </Header>
  );
}

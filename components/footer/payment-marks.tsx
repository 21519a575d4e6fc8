/**
 * The footer's payment methods as small drawn marks, each an image with the method's name. The marks are static SVG files
 * (`public/payment/`): no script in the shared bundle, and the browser caches them. An unknown method shows its name.
 */
import styled from 'styled-components';
import { rowListLook } from '@/components/ui/row-list';
import { theme } from '@/styles/theme';

const Marks = styled.ul`
  ${rowListLook}
  li {
    display: flex;
  }
  img {
    display: block;
    width: 48px;
    height: 30px;
    border-radius: 4px;
  }
  .name {
    padding: 4px 8px;
    border-radius: 4px;
    background: ${theme.colors.base1};
    color: ${theme.colors.ink900};
    font-weight: 700;
    font-size: ${theme.font.size.sm};
  }
`;

/** The methods there is a mark for, with the name a screen reader says. */
const MARKS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  klarna: 'Klarna',
  swish: 'Swish',
  mobilepay: 'MobilePay',
  vipps: 'Vipps',
};

export function PaymentMarks({ methods, label }: { methods: readonly string[]; label: string }) {
  return (
    <Marks aria-label={label}>
      {methods.map((method) => {
        const id = method.toLowerCase();
        const name = MARKS[id];
        return (
          <li key={method}>
            {name ? (
              <img src={`/payment/${id}.svg`} alt={name} width={48} height={30} loading="lazy" decoding="async" />
            ) : (
              <span className="name">{method}</span>
            )}
          </li>
        );
      })}
    </Marks>
  );
}

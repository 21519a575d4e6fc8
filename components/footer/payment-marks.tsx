/**
 * The footer's payment methods as small drawn marks (inline SVG, no image requests, no new
 * dependency), each an image with the method's name. An unknown method shows its name.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Marks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; }
  svg { display: block; width: 48px; height: 30px; border-radius: 4px; }
  .name { padding: 4px 8px; border-radius: 4px; background: ${theme.colors.base1}; color: ${theme.colors.ink900}; font-weight: 700; font-size: ${theme.font.size.sm}; }
`;

const TEXT = { fontFamily: 'Mulish, Arial, sans-serif', fontWeight: 800, textAnchor: 'middle' } as const;

interface Mark {
  name: string;
  art: ReactNode;
}

const MARKS: Readonly<Record<string, Mark>> = {
  visa: {
    name: 'Visa',
    art: (
      <>
        <rect width="48" height="30" fill="#fff" />
        <text x="24" y="20" fontSize="14" fontStyle="italic" fill="#1a1f71" {...TEXT}>
          VISA
        </text>
      </>
    ),
  },
  mastercard: {
    name: 'Mastercard',
    art: (
      <>
        <rect width="48" height="30" fill="#fff" />
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" />
        <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
      </>
    ),
  },
  klarna: {
    name: 'Klarna',
    art: (
      <>
        <rect width="48" height="30" fill="#ffb3c7" />
        <text x="24" y="19.5" fontSize="11" fill="#17120f" {...TEXT}>
          Klarna.
        </text>
      </>
    ),
  },
  swish: {
    name: 'Swish',
    art: (
      <>
        <rect width="48" height="30" fill="#fff" />
        <path d="M8 18c2-7 9-9 12-4" fill="none" stroke="#52b5e0" strokeWidth="3" strokeLinecap="round" />
        <path d="M20 12c-2 7-9 9-12 4" fill="none" stroke="#f2b21f" strokeWidth="3" strokeLinecap="round" />
        <text x="33" y="19" fontSize="8.5" fill="#1a1a1a" {...TEXT}>
          swish
        </text>
      </>
    ),
  },
  mobilepay: {
    name: 'MobilePay',
    art: (
      <>
        <rect width="48" height="30" fill="#5a78ff" />
        <text x="24" y="18.5" fontSize="7.5" fill="#fff" {...TEXT}>
          MobilePay
        </text>
      </>
    ),
  },
  vipps: {
    name: 'Vipps',
    art: (
      <>
        <rect width="48" height="30" fill="#ff5b24" />
        <text x="24" y="19.5" fontSize="11" fill="#fff" {...TEXT}>
          vipps
        </text>
      </>
    ),
  },
};

export function PaymentMarks({ methods, label }: { methods: readonly string[]; label: string }) {
  return (
    <Marks aria-label={label}>
      {methods.map((method) => {
        const mark = MARKS[method.toLowerCase()];
        return (
          <li key={method}>
            {mark ? (
              <svg viewBox="0 0 48 30" role="img" aria-label={mark.name} focusable="false">
                {mark.art}
              </svg>
            ) : (
              <span className="name">{method}</span>
            )}
          </li>
        );
      })}
    </Marks>
  );
}

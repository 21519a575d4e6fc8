import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { RebateCodeForm } from '@/components/checkout/rebate-code-form';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en-US',
    defaultLocale: 'sv-SE',
    asPath: '/cart/',
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
  }),
}));

/** The form with a checkout that accepts FYND10 at once. */
function Harness() {
  const [applied, setApplied] = useState<{ code: string; title: string } | undefined>(undefined);
  return (
    <RebateCodeForm
      applied={applied}
      busy={false}
      onApply={(code) => setApplied({ code, title: '10% off' })}
      onClear={() => setApplied(undefined)}
    />
  );
}

describe('RebateCodeForm: focus after apply and remove', () => {
  it('apply moves focus to the confirmation (a status), not to "Remove the code"; remove moves it back to the field', () => {
    renderWithApp(<Harness />);
    const field = screen.getByLabelText('Do you have a discount code?');
    field.focus();
    fireEvent.change(field, { target: { value: 'fynd10' } });
    fireEvent.submit(field.closest('form')!);
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('Discount code: 10% off (FYND10)');
    expect(confirmation).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove the code' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
    expect(screen.getByLabelText('Do you have a discount code?')).toHaveFocus();
  });

  it("without JavaScript the answer page opens at its notice: both forms come back to '#notice'", () => {
    const { container } = renderWithApp(<Harness />);
    expect(container.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe('/en-US/cart/#notice');
  });
});

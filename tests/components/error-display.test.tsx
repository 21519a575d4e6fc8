import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDisplay } from '@/components/errors/error-display';
import { renderWithApp } from '../helpers/render';

describe('ErrorDisplay', () => {
  it('renders nothing when the list is empty', () => {
    const { container } = renderWithApp(<ErrorDisplay messages={[]} onDismiss={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each message in the shopper's language and dismisses it by keyboard", async () => {
    const onDismiss = jest.fn();
    renderWithApp(<ErrorDisplay messages={[{ id: 'a', text: 'errors::Cart-service unavailable' }]} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The cart is unavailable right now');
    screen.getByRole('button', { name: 'Dismiss the message' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});

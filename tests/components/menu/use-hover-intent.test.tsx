import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { HOVER_SWITCH_DELAY_MS, useHoverIntent } from '@/components/menu/use-hover-intent';

/** Two top categories; "open" is what a click opens, hover may switch while one is open. */
function Bar({ initial = null as string | null }) {
  const [open, setOpen] = useState<string | null>(initial);
  const hover = useHoverIntent(open !== null);
  return (
    <>
      <output>{open ?? 'closed'}</output>
      {['A', 'B'].map((id) => (
        <button
          key={id}
          onPointerEnter={(event) => hover.enter(event, () => setOpen(id))}
          onPointerLeave={hover.cancel}
          onClick={() => {
            hover.cancel();
            setOpen(open === id ? null : id);
          }}
        >
          {id}
        </button>
      ))}
      <button onClick={() => setOpen(null)}>Escape</button>
    </>
  );
}

// jsdom has no PointerEvent: a MouseEvent that carries its pointerType stands in for it.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
beforeAll(() => {
  (window as unknown as { PointerEvent: unknown }).PointerEvent ??= TestPointerEvent;
});

const enter = (name: string, pointerType = 'mouse') => fireEvent.pointerEnter(screen.getByRole('button', { name }), { pointerType });
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
const state = () => screen.getByRole('status').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useHoverIntent (desktop mega-menu)', () => {
  it('with a panel open, a mouse resting on another category switches after the delay, not before', () => {
    render(<Bar initial="A" />);
    enter('B');
    wait(HOVER_SWITCH_DELAY_MS - 1);
    expect(state()).toBe('A');
    wait(1);
    expect(state()).toBe('B');
    expect(HOVER_SWITCH_DELAY_MS).toBe(150);
  });

  it('passing over a category (leaving within the delay) does not switch', () => {
    render(<Bar initial="A" />);
    enter('B');
    wait(100);
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'B' }), { pointerType: 'mouse' });
    wait(500);
    expect(state()).toBe('A');
  });

  it('nothing opens by hover while no panel is open; a click still opens', () => {
    render(<Bar />);
    enter('A');
    wait(500);
    expect(state()).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(state()).toBe('A');
  });

  it('a touch or a pen has no hover', () => {
    render(<Bar initial="A" />);
    enter('B', 'touch');
    wait(500);
    enter('B', 'pen');
    wait(500);
    expect(state()).toBe('A');
  });

  it('a panel closed meanwhile is not opened again by the resting mouse', () => {
    render(<Bar initial="A" />);
    enter('B');
    fireEvent.click(screen.getByRole('button', { name: 'Escape' }));
    wait(500);
    expect(state()).toBe('closed');
  });
});

/**
 * One Tab stop for a grid of buttons (the 24 stickers, the 12 templates): Tab enters at the last button used (the first at the start) and
 * leaves the grid; Left and Right move along the reading order, Up and Down by a row of `columns`, Home and End to the first and last. So
 * the tools column on a desktop is a few dozen Tab stops shorter and Save is reached from the canvas in the order the tools are shown.
 */
import { useCallback, useState, type KeyboardEvent } from 'react';

export function useRovingFocus(count: number, columns: number) {
  const [current, setCurrent] = useState(0);
  const active = Math.min(current, Math.max(0, count - 1));
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
      const from = buttons.indexOf(event.target as HTMLButtonElement);
      if (from < 0) return;
      let to: number;
      const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
      const step = steps[event.key];
      if (step !== undefined) to = Math.min(buttons.length - 1, Math.max(0, from + step));
      else if (event.key === 'Home') to = 0;
      else if (event.key === 'End') to = buttons.length - 1;
      else return;
      event.preventDefault();
      // The editor's own keys (arrows move the selected layer) are not for this grid.
      event.stopPropagation();
      setCurrent(to);
      buttons[to]?.focus();
    },
    [columns],
  );
  /** Props for the button at `index`. */
  const item = (index: number) => ({ tabIndex: index === active ? 0 : -1, onFocus: () => setCurrent(index) });
  return { onKeyDown, item };
}

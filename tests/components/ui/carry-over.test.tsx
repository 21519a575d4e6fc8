import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { carried, useCaptureBeforeHydration } from '@/components/ui/carry-over';
import { markHydrated, useHydrated } from '@/components/ui/use-hydrated';

/** A controlled field the server renders empty, swapped for another element once hydrated (as the header search is). */
function Field() {
  const [value, setValue] = useState('');
  const hydrated = useHydrated();
  useCaptureBeforeHydration('field', (before) => setValue(before.value));
  return hydrated ? (
    <input id="field" data-swapped="" value={value} onChange={(event) => setValue(event.target.value)} />
  ) : (
    <input id="field" value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

function Panel() {
  const [open, setOpen] = useState(false);
  useCaptureBeforeHydration('panel', (before) => setOpen(before.open));
  return open ? (
    <p>open after hydration</p>
  ) : (
    <details id="panel">
      <summary>Filters</summary>
      <form>
        <input type="checkbox" name="brand" value="polarbyte" />
      </form>
    </details>
  );
}

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('carry-over (what was typed, focused or opened before hydration)', () => {
  it('keeps text typed and focus and caret of a field, and the open state and choices of a panel, through hydration', async () => {
    // React in development warns that the opened <details> differs from the server's HTML: expected here.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Field />
        <Panel />
      </>,
    );
    document.body.append(container);
    // The shopper, before the scripts have run: types, leaves the caret inside, opens the panel and ticks a box.
    const input = container.querySelector<HTMLInputElement>('#field')!;
    input.value = 'hörlurar';
    input.focus();
    input.setSelectionRange(3, 3);
    container.querySelector('details')!.open = true;
    container.querySelector<HTMLInputElement>('[name=brand]')!.checked = true;

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Field />
          <Panel />
        </>,
      );
    });
    expect(carried('field')).toEqual({ value: 'hörlurar', focused: true, selection: [3, 3], open: false });
    expect(carried('panel')).toMatchObject({ open: true, value: 'brand=polarbyte' });
    expect(container.textContent).toContain('open after hydration');
    await act(async () => markHydrated());
    const swapped = container.querySelector<HTMLInputElement>('#field')!;
    expect(swapped.hasAttribute('data-swapped')).toBe(true);
    expect(swapped.value).toBe('hörlurar');
    warn.mockRestore();
  });
});

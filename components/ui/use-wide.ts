import { useEffect, useState } from 'react';
import { breakpoints } from '@/styles/theme';

/** The desktop layout's media query. */
const WIDE_QUERY = `(min-width: ${breakpoints.lg}px)`;

/** True on a screen wide enough for the desktop layout (the desktop menu bar, the DYO tools beside the canvas); true on the server. */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    const list = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}

import { useEffect, useState } from 'react';
import { breakpoints } from '@/styles/theme';

const QUERY = `(min-width: ${breakpoints.lg}px)`;

/** True on a screen wide enough for the tools beside the canvas (the engines render in the browser only). */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(QUERY).matches);
  useEffect(() => {
    const list = window.matchMedia(QUERY);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}

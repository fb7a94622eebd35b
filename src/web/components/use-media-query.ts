import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows the window as it is resized. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint: at and above it lists are tables, below it cards. */
export const WIDE_LIST_QUERY = '(min-width: 768px)';

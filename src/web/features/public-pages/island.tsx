import type { ReactNode } from 'react';

/** The names of the parts of a public page that React brings to life in the browser. */
export type IslandName =
  'phone-menu' | 'quote-form' | 'sent-request' | 'request-page' | 'thank-you-figures';

export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * A part of a server-rendered public page that the browser hydrates on its own
 * (src/web/public-main.tsx); everything outside islands stays plain HTML. The wrapper
 * takes no box of its own, so the layout is the same with or without it.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
      {children}
    </div>
  );
}

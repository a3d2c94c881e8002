import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. Focusable and named as a region, so a keyboard user can
 * scroll it with the arrow keys and a screen reader announces what it holds (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

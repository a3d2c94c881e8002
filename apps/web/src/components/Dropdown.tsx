import { useEffect, useId, useRef, useState, type KeyboardEvent, type FocusEvent, type ReactNode } from 'react';
import { ChevronIcon } from './icons';

interface DropdownProps {
  label: string;
  /** <li> items holding links or buttons. */
  children: ReactNode;
}

/**
 * Navigation dropdown as a disclosure (button + list), the pattern WAI-ARIA recommends for site
 * navigation: Tab moves through the items, Escape closes and returns focus to the button, a click
 * outside or on an item closes it. ArrowDown on the button opens it and focuses the first item.
 */
export function Dropdown({ label, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('ul a, ul button') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      // After the list is shown (next frame), move focus along it.
      requestAnimationFrame(() => {
        const list = items();
        const at = list.indexOf(document.activeElement as HTMLElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        list[at === -1 ? 0 : (at + step + list.length) % list.length]?.focus();
      });
    }
  };

  // Close when keyboard focus leaves. A null relatedTarget (a click on nothing focusable, or Safari not
  // focusing clicked buttons) is left to the pointer handler, so clicks on items are never swallowed.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  // The handlers on the wrapper and the list are delegation: the button and the links or buttons inside
  // are the controls, and their own key and click events bubble up here (Enter on an item clicks it).
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegation, see above
    <div className="dropdown" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <ChevronIcon />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation */}
      <ul id={id} className="dropdown-menu" role="list" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}

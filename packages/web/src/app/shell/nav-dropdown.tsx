import type { NavEntry } from '@bora/shared/navigation';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icon.tsx';
import { EntryLink } from './entry-link.tsx';

type NavDropdownProps = {
  entry: NavEntry;
  onNavigate?: () => void;
};

/**
 * A menu entry with children, as a disclosure: it opens while a mouse pointer hovers over it, and
 * from the keyboard (Enter, Space or ArrowDown on its button); arrows move between its links,
 * Escape closes it and gives focus back to the button.
 */
export function NavDropdown({ entry, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // The entry's own page stays reachable even though its button opens the menu.
  const items = entry.children.some((child) => child.url === entry.url)
    ? entry.children
    : [{ ...entry, children: [] }, ...entry.children];

  useEffect(() => {
    if (!open || focusIndex === null) return;
    const links = menuRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    links[(focusIndex + links.length) % links.length]?.focus();
  }, [open, focusIndex]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setFocusIndex(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: links.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
      links[((moves[event.key] ?? 0) + links.length) % links.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  // Touch screens emulate hover on tap; only a real mouse opens the menu by hovering.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') close(false);
  };

  return (
    <li
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onToggleKeyDown}
      >
        <span>{entry.name}</span>
        <Icon name="it-expand" className="icon-xs ms-1" />
      </button>
      <div className={`dropdown-menu${open ? ' show' : ''}`} hidden={!open}>
        <div className="link-list-wrapper">
          <ul id={menuId} ref={menuRef} className="link-list" onKeyDown={onMenuKeyDown}>
            {items.map((child) => (
              <li key={`${child.url}|${child.name}`}>
                <EntryLink
                  url={child.url}
                  routerLink={child.router_link}
                  className="dropdown-item list-item"
                  end
                  onClick={() => {
                    close(false);
                    onNavigate?.();
                  }}
                >
                  <span>{child.name}</span>
                </EntryLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

import { useCallback, useRef, useState, type RefObject } from 'react';
import { STORAGE_KEYS } from '../api/token-store';

/** Spec section 2: the sidebar's shrink state persists locally (wide screens; a narrow one has the drawer). */
export function useMenuShrunk(): [boolean, () => void] {
  const [shrunk, setShrunk] = useState(() => localStorage.getItem(STORAGE_KEYS.menuShrunk) === 'true');
  const toggle = useCallback(() => {
    setShrunk((previous) => {
      localStorage.setItem(STORAGE_KEYS.menuShrunk, String(!previous));
      return !previous;
    });
  }, []);
  return [shrunk, toggle];
}

export interface MenuDrawer {
  open: boolean;
  toggle: () => void;
  /** Closes the drawer; with `returnFocus`, the focus goes back to the menu button (Escape). */
  close: (returnFocus: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Narrow screens: the sidebar is a drawer behind the header's menu button. Never remembered: it opens closed. */
export function useMenuDrawer(): MenuDrawer {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((previous) => !previous), []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  return { open, toggle, close, buttonRef };
}

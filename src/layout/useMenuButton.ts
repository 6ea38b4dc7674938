import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const ITEMS = '[role="menuitem"]';

/**
 * The ARIA menu button pattern, shared by every menu of the app: the button opens the menu on click,
 * Enter, Space or the arrow keys and focuses an item; arrows, Home and End move, Space activates a link
 * item as Enter does, Escape closes and gives focus back to the button, leaving the menu closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    all[focusOnOpen.current === 'last' ? all.length - 1 : 0]?.focus();
  }, [open]);

  const openAt = (item: 'first' | 'last') => {
    focusOnOpen.current = item;
    setOpen(true);
  };
  /** Closes the menu; focus goes back to the button unless the chosen item takes the user elsewhere. */
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) {
      if (event.target !== buttonRef.current || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
      event.preventDefault();
      return;
    }
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const current = all[index];
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') all[(index + 1) % all.length]?.focus();
    else if (event.key === 'ArrowUp') all[(index - 1 + all.length) % all.length]?.focus();
    else if (event.key === 'Home') all[0]?.focus();
    else if (event.key === 'End') all[all.length - 1]?.focus();
    // Buttons take Space natively; a link does not.
    else if (event.key === ' ' && current instanceof HTMLAnchorElement) current.click();
    else return;
    event.preventDefault();
  };

  return {
    open,
    close,
    /** On the element holding the button and the menu. */
    containerProps: {
      onKeyDown,
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => (open ? setOpen(false) : openAt('first')),
    },
    menuProps: { id: menuId, ref: menuRef, role: 'menu' as const },
  };
}

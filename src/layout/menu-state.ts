import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../api/token-store';

/** Spec section 2: the sidebar's shrink state persists locally. */
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

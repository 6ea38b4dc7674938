/**
 * The only things the app keeps in localStorage (spec section 9): the access token, its expiry, the idle
 * timer and the menu-shrink state. Every key is named here.
 */
export const STORAGE_KEYS = {
  token: 'access_token',
  expiresAt: 'access_token_expires_at',
  idleTimer: 'idle_timer',
  menuShrunk: 'menu_shrunk',
} as const;

export interface StoredToken {
  token: string;
  expiresAt: string;
}

export function readToken(): StoredToken | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const expiresAt = localStorage.getItem(STORAGE_KEYS.expiresAt);
  return token && expiresAt ? { token, expiresAt } : null;
}

export function storeToken({ access_token, expires_at }: { access_token: string; expires_at: string }) {
  localStorage.setItem(STORAGE_KEYS.token, access_token);
  localStorage.setItem(STORAGE_KEYS.expiresAt, expires_at);
}

export function clearStoredSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.expiresAt);
  localStorage.removeItem(STORAGE_KEYS.idleTimer);
}

export function isExpired(stored: StoredToken, now = Date.now()): boolean {
  return new Date(stored.expiresAt).getTime() <= now;
}

import { publicApi } from '../api/client';
import { storeToken } from '../api/token-store';
import type { IssuedToken } from '../../domain/wire/auth';

/** Set with the hand-over (server/http/handover-cookie.ts), readable here: a token waits for the app. */
const PENDING = 'login_handover_pending=1';

export function loginHandoverPending(): boolean {
  return document.cookie.split('; ').includes(PENDING);
}

/**
 * The plain login form signed the visitor in before the app's scripts ran (server/routes/auth-form.ts): its token
 * is taken once, at launch, and kept as after any sign-in. Without a pending hand-over no call is made.
 */
export async function takeLoginHandover(): Promise<void> {
  if (!loginHandoverPending()) return;
  const issued = await publicApi<IssuedToken | null>('/auth/login/handover', { method: 'POST' }).catch(() => null);
  if (issued) storeToken(issued);
}

import { publicApi } from '../api/client';
import { storeToken } from '../api/token-store';
import type { IssuedToken } from '../../domain/wire/auth';

/**
 * The plain login form signed the visitor in before the app's scripts ran (server/routes/auth-form.ts): its token
 * is taken once, at launch, and kept as after any sign-in. Asked for only when the flag says one waits.
 */
export async function takeLoginHandover(): Promise<void> {
  const issued = await publicApi<IssuedToken | null>('/auth/login/handover', { method: 'POST' }).catch(() => null);
  if (issued) storeToken(issued);
}

import { publicApi } from '../client';
import type { CreateAccountPayload } from '../../../domain/schemas/signup';

/** POST /auth/create-account: the account is created, not validated; its link is e-mailed. */
export function createAccount(payload: CreateAccountPayload): Promise<{ Email: string }> {
  return publicApi('/auth/create-account', { method: 'POST', body: payload });
}

import { publicApi } from '../client';
import type { ValidateAccountPayload } from '../../../domain/schemas/signup';

/** POST /auth/validate-account/{token}: the e-mailed link's token validates the account (400 token_not_valid otherwise). */
export function validateAccount(token: string, payload: ValidateAccountPayload): Promise<{ validated: true }> {
  return publicApi(`/auth/validate-account/${encodeURIComponent(token)}`, { method: 'POST', body: payload });
}

import { publicApi } from '../client';
import type { SignupType } from '../../../domain/schemas/signup';

/** GET /auth/gestia-signup-url?state=: the identity provider's page for this sign-up (400 token_not_valid for a dead link). */
export function fetchSignupUrl(type: SignupType, token: string | null): Promise<string> {
  return publicApi<string>('/auth/gestia-signup-url', { query: { state: type, ...(token ? { token } : {}) } });
}

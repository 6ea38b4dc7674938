import { publicApi } from '../client';

/** POST /auth/reset-password: the same answer whether an account uses the address or not. */
export const requestPasswordReset = (email: string) => publicApi<true>('/auth/reset-password', { method: 'POST', body: { email } });

/** POST /auth/check-token: the e-mailed link may still serve. */
export const checkResetToken = (token: string) => publicApi<true>('/auth/check-token', { method: 'POST', body: { token } });

/** POST /auth/reset-password/change-password: spends the link. */
export const changePasswordWithToken = (token: string, password: string) =>
  publicApi<true>('/auth/reset-password/change-password', { method: 'POST', body: { token, password } });

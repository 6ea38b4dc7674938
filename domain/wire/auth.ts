/** The token as the server issues it (login, refresh, swap of right; spec section 7). */
export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  /** ISO date the browser stores to know when to refresh first (spec section 7). */
  expires_at: string;
  droit_id: number;
}

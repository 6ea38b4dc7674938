/**
 * Set with the plain login form's hand-over (server/http/handover-cookie.ts), readable by the app's pages: a token
 * waits for the app (the session restores with it: src/api/auth/session-calls.ts).
 */
export const loginHandoverPending = () => document.cookie.split('; ').includes('login_handover_pending=1');

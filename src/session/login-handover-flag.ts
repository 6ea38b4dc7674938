/**
 * Set with the plain login form's hand-over (server/http/handover-cookie.ts), readable by the app's pages: a token
 * waits for the app (src/session/login-handover.ts, fetched only then, so the first page does not carry it).
 */
export const loginHandoverPending = () => document.cookie.split('; ').includes('login_handover_pending=1');

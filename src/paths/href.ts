/** The app is served under /app/ (spec section 1); every full href inside it starts there. */
export const APP_BASEPATH = '/app';

export function appHref(path: string): string {
  return `${APP_BASEPATH}${path.startsWith('/') ? path : `/${path}`}`;
}

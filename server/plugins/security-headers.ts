import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (API, errors, static files, the index.html fallback). The policy is
 * strict because the app needs nothing more: its scripts, styles, images and calls all come from this
 * origin, it has no inline script or style element, and nobody may frame it. HSTS (and upgrading plain
 * requests) only when the public address is https: over plain http it would lock browsers out.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const https = new URL(app.ctx.config.platform.url).protocol === 'https:';
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // blob: a contact's photo, fetched with the session and shown from memory (src/screens/profile/PhotoSection.tsx).
        imgSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  });
  // On the raw answer, as helmet does: Fastify keeps them on every answer it writes, error pages and static files too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets for `options`, asked once: the policy holds no per-request value (no nonce), so every
 * answer gets the same, without helmet building its middleware and the policy's text again on each request.
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => {} };
  helmet(options)({} as never, recorder as never, () => {});
  return headers;
}

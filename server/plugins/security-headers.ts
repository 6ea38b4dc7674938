import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (API, errors, static files, the index.html fallback). The policy is
 * strict because the app needs nothing more: its scripts, styles, images and calls all come from this
 * origin, it has no inline script or style element, and nobody may frame it. HSTS (and upgrading plain
 * requests) only when the public address is https: over plain http it would lock browsers out.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const https = new URL(app.ctx.config.platform.url).protocol === 'https:';
  await app.register(helmet, {
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
}

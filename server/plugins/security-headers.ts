import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (API, errors, static files, the index.html fallback). The policy is
 * strict because the app needs nothing more: its scripts, styles, images and calls all come from this
 * origin, it has no inline script or style element, and nobody may frame it. HSTS (and upgrading plain
 * requests) only when the public address is https: over plain http it would lock browsers out.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const https = new URL(app.ctx.config.platform.url).protocol === 'https:';
  const headers = await helmetHeaders({
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
  // On the raw answer, where @fastify/helmet sets them: Fastify keeps them on every answer, errors and files too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers @fastify/helmet sets for `options`, asked of it once, on a probe server. Registered on the app it
 * builds helmet's middleware and the policy's text again on every request, in two promise hooks (bench/RESULTS.md:
 * CPU time per request). The policy holds no per-request value (no nonce), so every answer gets the same headers.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    // Read in the handler: the raw answer holds only what the onRequest hooks, helmet's, set on it.
    probe.get('/', (_request, reply) => reply.raw.getHeaders());
    return Object.entries((await probe.inject('/')).json<Record<string, string>>());
  } finally {
    await probe.close();
  }
}

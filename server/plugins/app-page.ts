import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';
export type PageBodies = Record<Encoding, Buffer>;

/** A page of the app with the configured platform's title (PLATFORM_ID picks business or energy vouchers). */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

export function compressedBodies(html: string): PageBodies {
  return { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) };
}

/** Sent with `no-cache` so that a new build is picked up at once, in the encoding the browser accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, bodies: PageBodies) {
  const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) ?? 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('vary', 'accept-encoding').header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(bodies[encoding]);
}

/**
 * The app's one page, index.html, with the platform's title: the tab says the right platform before the app has
 * started, and to whatever reads the page alone. Rendered and compressed once at start.
 */
export function appPage(appDir: string, title: string) {
  const bodies = compressedBodies(withTitle(readFileSync(path.join(appDir, 'index.html'), 'utf8'), title));
  return (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, bodies);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The app's one page, index.html, with the configured platform's title (PLATFORM_ID picks business or energy
 * vouchers): the tab says the right platform before the app has started, and to whatever reads the page alone.
 * Rendered and compressed once at start; sent with `no-cache` so that a new build is picked up at once.
 */
export function appPage(appDir: string, title: string) {
  const html = readFileSync(path.join(appDir, 'index.html'), 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const bodies: Record<Encoding, Buffer> = { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) ?? 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('vary', 'accept-encoding').header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(bodies[encoding]);
  };
}

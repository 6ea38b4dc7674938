import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedBodies, sendPage, withTitle, type PageBodies } from './app-page';

/** One page the build pre-rendered (scripts/prerender/vite-plugin.mjs): for which platform, address and refusal. */
interface PrerenderedPage {
  platformName: string;
  path: string;
  erreur?: string;
  file: string;
}

/** The hidden field the login form sends the page to open with: empty as rendered, filled from the address here. */
const EMPTY_REDIRECT = 'name="redirect" value=""';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The public pages painted before their scripts (docs/performance.md), by address: the build's page for the
 * configured platform's name, and the `?erreur=` refusals the login page was rendered with; any other query
 * (an unknown refusal) gets the app's page. A platform named otherwise than the build knows (PLATFORM_NAME) gets
 * none: the app's page is then right, a pre-rendered one would name another platform.
 */
export function prerenderedPages(appDir: string, platform: { name: string; metaTitle: string }, appPage: Handler): Map<string, Handler> {
  const listFile = path.join(appDir, 'prerendered', 'pages.json');
  const pages = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedPage[]) : [];
  const byPath = new Map<string, Map<string, { html: string; bodies: PageBodies }>>();
  for (const page of pages.filter((p) => p.platformName === platform.name)) {
    const html = withTitle(readFileSync(path.join(appDir, page.file), 'utf8'), platform.metaTitle);
    const variants = byPath.get(page.path) ?? new Map();
    variants.set(page.erreur ?? '', { html, bodies: compressedBodies(html) });
    byPath.set(page.path, variants);
  }
  const handlers = new Map<string, Handler>();
  for (const [address, variants] of byPath) {
    handlers.set(address, (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const page = variants.get(typeof query.erreur === 'string' ? query.erreur : '');
      if (!page) return appPage(request, reply);
      // The page asked for before signing in, written where the app's own render writes it (the hydration agrees).
      const redirect = typeof query.redirect === 'string' ? query.redirect : '';
      if (!redirect) return sendPage(request, reply, page.bodies);
      return sendPage(request, reply, compressedBodies(page.html.replace(EMPTY_REDIRECT, `name="redirect" value="${escapeHtml(redirect)}"`)));
    });
  }
  return handlers;
}

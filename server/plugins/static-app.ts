import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../domain/errors';
import { appPage } from './app-page';
import { prerenderedPages } from './prerendered-pages';

/**
 * Whether a path climbs out of its folder with a `..` segment, however encoded (`%2e%2e`, `%2f`, `%5c`).
 * Such a path names nothing of the app: it is answered 404 Not found like a missing asset. Left to the
 * static files' own check it was a 403 whose envelope said BadRequest; 404 keeps status and code agreeing
 * and tells a prober nothing more than a typo would.
 */
function climbsOut(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return true;
  }
  return decoded.split(/[\\/]/).includes('..');
}

/**
 * The built browser app under /app/, with a history fallback: a deep link such as /app/dossiers/12 gets
 * index.html (with the platform's title: server/plugins/app-page.ts), a public page pre-rendered at build its own
 * (server/plugins/prerendered-pages.ts), while /api/... never does and a missing
 * asset (a path with an extension) is a real 404.
 * Source maps stay on disk for error reports but are never served: they would publish the whole source.
 * The build writes brotli and gzip copies of its text files; the browser gets the one it accepts.
 */
export async function registerStaticApp(app: FastifyInstance) {
  const root = app.ctx.config.appDir;
  const hasApp = existsSync(path.join(root, 'index.html'));
  const { platform } = app.ctx.config;
  const page = hasApp ? appPage(root, platform.metaTitle) : null;
  if (page) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/app/',
      // The page is never the file as built: the folder's index falls through to the fallback below.
      index: false,
      preCompressed: true,
      // The pre-rendered pages are served at their own address, with the platform's title, never as files.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/prerendered/') && !climbsOut(pathName),
    });
    // The build names each asset by its content (a release brings new names): a browser keeps them a year without
    // asking again, where it revalidated each of the first page's twenty files, one round trip each, on every visit.
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/app/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
      allowedPath: (pathName) => !pathName.endsWith('.map') && !climbsOut(pathName),
    });
    for (const url of ['/app/', '/app/index.html']) app.get(url, page);
    // The login, reset-password pages: painted before their scripts, hydrated when they run.
    for (const [url, prerendered] of prerenderedPages(root, platform, page)) app.get(url, prerendered);
  }
  app.get('/', async (_request, reply) => reply.redirect('/app/'));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isAppRoute = url === '/app' || (url.startsWith('/app/') && path.extname(url) === '' && !climbsOut(url));
    if (page && request.method === 'GET' && isAppRoute) return page(request, reply);
    throw notFound();
  });
}

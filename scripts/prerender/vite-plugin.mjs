import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

/** Where the pages go in the build, with `pages.json`, the server's list of them (server/plugins/prerendered-pages.ts). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The manifest's keys of a module and of every chunk it imports, at any depth.
 * @param {Record<string, { file: string; css?: string[]; imports?: string[] }>} manifest
 * @param {string} module
 */
function withImports(manifest, module) {
  const keys = new Set();
  const walk = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(module);
  return keys;
}

/**
 * The stylesheets and scripts a module needs beyond the first page's, from the build's manifest: the pre-rendered
 * page links the styles (painted with them, no flash) and asks for the scripts once painted.
 * @param {Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>} manifest
 * @param {string} module
 */
function chunkFiles(manifest, module) {
  const initial = withImports(manifest, 'index.html');
  const css = new Set();
  const js = [];
  for (const key of withImports(manifest, module)) {
    if (initial.has(key)) continue;
    js.push(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { css: [...css], js };
}

/**
 * The page's one stylesheet: the shell's (the entry's and its chunks': the app's own modules are a chunk of their
 * own, vite.config.ts) and its screen's, in that order, joined into one file of the build's assets, named by its
 * content. Seven render-blocking requests were seven round trips before the first paint.
 * @returns {string} its file, under the build's folder
 */
function joinedStylesheet(outDir, manifest, name, screenCss) {
  const shellCss = [...withImports(manifest, 'index.html')].flatMap((key) => manifest[key].css ?? []);
  const text = [...shellCss, ...screenCss].map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
  const file = `assets/${name}-page-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(outDir, file), text);
  return file;
}

/**
 * The script that asks for the page's scripts after its first paint (after-first-paint.js), copied into the build's
 * assets, named by its content.
 * @returns {string} its file, under the build's folder
 */
function afterFirstPaintScript(outDir) {
  const text = readFileSync(new URL('./after-first-paint.js', import.meta.url), 'utf8');
  const file = `assets/after-first-paint-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, file), text);
  return file;
}

/**
 * The page's head: its one stylesheet, then, instead of the entry's script and preloads, the script that asks for
 * them, with the screen's chunks, once the page is painted; and its screen's own stylesheets named but `disabled`,
 * never fetched: the loader of the screen's chunk (Vite's preload helper) sees them in the page and does not ask for
 * them again.
 */
function pageHead(index, base, stylesheet, boot, { css, js }) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index)?.[1];
  if (!entry) throw new Error("index.html n'a pas de script d'entrée à différer.");
  const preload = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const after = `<script defer src="${base}${boot}" data-entry="${entry}" data-preload="${[...preload, ...js.map((file) => base + file)].join(' ')}"></script>`;
  return index
    .replace(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
    // A page that formats nothing: the signed-in pages' early loading of Intl's data would only hold its first paint.
    .replace(/\s*<!--[^>]*prepare-formats[^>]*-->\s*<script defer src="[^"]*prepare-formats\.js"><\/script>/, '')
    .replace(/<script type="module"[^>]*><\/script>/, () => `<link rel="stylesheet" href="${base}${stylesheet}">${after}`)
    .replace('</head>', `${css.map((file) => `<link rel="stylesheet" href="${base}${file}" disabled>`).join('')}</head>`);
}

/**
 * The public pages painted before their scripts (docs/performance.md): after the build, each page of
 * src/prerender.tsx is rendered by the app's own components through React's server renderer, for each platform's
 * name, into a copy of index.html whose root the browser hydrates (src/main.tsx). No inline script: what the router
 * would write for scroll restoration on a server, and React's preload of the logo, are left out, as the browser's render has none.
 * @returns {import('vite').Plugin}
 */
export function prerender() {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'prerender',
    apply: 'build',
    // Only the browser's build: the server renderer below is a Vite of its own.
    configResolved: (config) => void ((outDir = config.build.outDir), (base = config.base)),
    async closeBundle() {
      const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true } });
      try {
        /** @type {typeof import('../../src/prerender')} */
        const { PRERENDERED_PAGES, PLATFORM_NAMES, renderPublicPage } = await vite.ssrLoadModule('/src/prerender.tsx');
        const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        const list = [];
        const stylesheets = {};
        const boot = afterFirstPaintScript(outDir);
        for (const [platform, platformName] of PLATFORM_NAMES.entries()) {
          for (const page of PRERENDERED_PAGES) {
            const chunks = chunkFiles(manifest, page.module);
            const name = page.path.split('/').pop();
            const stylesheet = (stylesheets[name] ??= joinedStylesheet(outDir, manifest, name, chunks.css));
            const template = pageHead(index, base, stylesheet, boot, chunks);
            for (const erreur of [undefined, ...(page.refusals ?? [])]) {
              const href = erreur ? `${page.path}?${new URLSearchParams({ erreur })}` : page.path;
              // React writes the logo's preload into the markup; the browser's render has none: left out, as the script.
              const markup = (await renderPublicPage(href, platformName)).replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="preload"[^>]*\/>/g, '');
              const html = template.replace(/<div id="root">[\s\S]*<\/div><!--\/root-->/, () => `<div id="root" data-prerendered="${platformName.replace(/"/g, '&quot;')}">${markup}</div><!--/root-->`);
              const file = `${PRERENDERED_DIR}/${platform}-${name}${erreur ? `-${erreur.replace(/[^A-Za-z0-9]+/g, '-')}` : ''}.html`;
              writeFileSync(path.join(outDir, file), html);
              list.push({ platformName, path: page.path, ...(erreur ? { erreur } : {}), file });
            }
          }
        }
        writeFileSync(path.join(outDir, PRERENDERED_DIR, 'pages.json'), JSON.stringify(list, null, 1));
      } finally {
        await vite.close();
      }
    },
  };
}

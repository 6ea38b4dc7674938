import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

/** Where the pages go in the build, with `pages.json`, the server's list of them (server/plugins/prerendered-pages.ts). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The stylesheets and scripts a module needs beyond the first page's, from the build's manifest: the pre-rendered
 * page links the styles (painted with them, no flash) and preloads the scripts (hydrated sooner).
 * @param {Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>} manifest
 * @param {string} module
 */
function chunkFiles(manifest, module) {
  const initial = new Set();
  const walk = (key, into) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  walk('index.html', initial);
  const own = new Set();
  walk(module, own);
  const css = new Set();
  const js = [];
  for (const key of own) {
    if (initial.has(key)) continue;
    js.push(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { css: [...css], js };
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
        for (const [platform, platformName] of PLATFORM_NAMES.entries()) {
          for (const page of PRERENDERED_PAGES) {
            const { css, js } = chunkFiles(manifest, page.module);
            const head = [...css.map((file) => `<link rel="stylesheet" href="${base}${file}">`), ...js.map((file) => `<link rel="modulepreload" href="${base}${file}">`)].join('');
            for (const erreur of [undefined, ...(page.refusals ?? [])]) {
              const href = erreur ? `${page.path}?${new URLSearchParams({ erreur })}` : page.path;
              // React writes the logo's preload into the markup; the browser's render has none: left out, as the script.
              const markup = (await renderPublicPage(href, platformName)).replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="preload"[^>]*\/>/g, '');
              const html = index
                .replace('</head>', `${head}</head>`)
                .replace(/<div id="root">[\s\S]*<\/div><!--\/root-->/, () => `<div id="root" data-prerendered="${platformName.replace(/"/g, '&quot;')}">${markup}</div><!--/root-->`);
              const file = `${PRERENDERED_DIR}/${platform}-${page.path.split('/').pop()}${erreur ? `-${erreur.replace(/[^A-Za-z0-9]+/g, '-')}` : ''}.html`;
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

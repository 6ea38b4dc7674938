import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { statecharts } from './scripts/statecharts/vite-plugin.mjs';
import { prerender } from './scripts/prerender/vite-plugin.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Brotli and gzip copies of every text file of the build, compressed once at build time: the server
 * (@fastify/static's preCompressed) sends the one the browser accepts. Maps are never served, so not compressed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((f) => /\.(js|css|html|svg)$/.test(f))) {
        const source = readFileSync(path.join(outDir, file));
        writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(path.join(outDir, `${file}.br`), brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** What rolldown's chunking lets a group's `name` read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Screen kits: the app's modules a key screen reaches by static imports, beyond what the first page and the
 * pre-rendered pages' screens load, in one chunk of their own. Left to the automatic splitting, home's screen came as
 * 22 chunks of 1 to 4 kB and 7 stylesheets, because other lazy screens share each piece differently: over HTTP/1.1's
 * six connections to a server, a slow phone's first visit queued them in several round trips before the screen could
 * paint (docs/performance.md). Another screen that needs a piece of a kit fetches the whole kit (about 11 and 3 kB
 * gzip); the libraries stay in their own chunks. A module reached by both kits goes to home's (its group comes first).
 */
const SCREEN_KITS = { 'home-kit': 'src/screens/dossiers/HomeScreen.tsx', 'dossier-kit': 'src/screens/dossiers/detail/DossierLayout.tsx' };
/** What no kit may take: the first page's modules, and those of the pre-rendered pages' screens (src/prerender.tsx). */
const KIT_FREE_ROOTS = ['src/main.tsx', 'src/screens/auth/LoginScreen.tsx', 'src/screens/reset-password/RequestStep.tsx'];

function screenKit(name: keyof typeof SCREEN_KITS) {
  const root = path.resolve(SCREEN_KITS[name]);
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      const reached = (from: string) => {
        const seen = new Set([from]);
        for (const module of seen) for (const next of graph.getModuleInfo(module)?.importedIds ?? []) seen.add(next);
        return seen;
      };
      const kitFree = new Set(KIT_FREE_ROOTS.flatMap((file) => [...reached(path.resolve(file))]));
      members = new Set([...reached(root)].filter((module) => module !== root && !kitFree.has(module) && !module.includes('node_modules')));
    }
    return members.has(id) ? name : null;
  };
}

// The app is served under /app/; in development Vite proxies /api to the API server (scripts/dev.mjs).
export default defineConfig({
  base: '/app/',
  // The public pages are pre-rendered before the build's files are compressed (precompress reads them).
  plugins: [react(), statecharts(), prerender(), precompress()],
  define: { __API_VERSION__: JSON.stringify(version) },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3001'}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget test and the bench read the manifest. Maps are written for error reports but never
    // referenced from the bundles (and the server refuses to serve them).
    manifest: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs, apart from the app's own shell so that a release keeps them cached;
            // React (the largest, and the slowest to change) apart from the rest.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The app's own modules every page runs, in one chunk: left to the automatic splitting, the ones a lazy
            // screen shares came as ten files of 1 to 2 kB, and each module a page loads costs its main thread a task
            // (fetched, compiled, linked) on a slow phone (docs/performance.md).
            { name: 'app', test: /[\\/](src|domain|machines)[\\/]/, tags: ['$initial'], priority: 0 },
            // One chunk for what home's screen, then a dossier's pages, need beyond the first page (SCREEN_KITS).
            { name: screenKit('home-kit'), priority: -1, includeDependenciesRecursively: false },
            { name: screenKit('dossier-kit'), priority: -2, includeDependenciesRecursively: false },
            // The forms library only the screens with forms fetch.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});

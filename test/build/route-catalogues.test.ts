import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 32: a signed-in route fetches only the text catalogues its screens use. A screen reading a catalogue its
// route did not load would show raw keys (or wait for it after rendering): this reads the sources and says which.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'src');
const catalogues = readdirSync(path.join(src, 'i18n/fr')).map((file) => path.basename(file, '.json'));
const named = catalogues.join('|');

/** The source without its comments, so a comment naming a catalogue or an import counts for nothing. */
function code(file: string): string {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const imports = (file: string, pattern: RegExp) =>
  [...code(file).matchAll(pattern)].flatMap((match) => resolve(file, match[1]!) ?? []);
const staticImports = (file: string) => imports(file, /(?:^|\n)\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?['"](\.[^'"]+)['"]/g);
const lazyImports = (file: string) => imports(file, /import\(\s*['"](\.[^'"]+)['"]\s*\)/g);

/** The catalogues a file reads: `useTranslation(...)` (none named: the default, common), `'<catalogue>:key'`, a `namespace` given. */
function cataloguesRead(file: string): string[] {
  const text = code(file);
  const found = new Set<string>();
  for (const [, args] of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const listed = [...args!.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]!);
    for (const ns of listed.length ? listed : ['common']) found.add(ns);
  }
  for (const [, ns] of text.matchAll(new RegExp(`['"\`](${named}):`, 'g'))) found.add(ns!);
  for (const [, ns] of text.matchAll(new RegExp(`\\b(?:namespace|ns)\\s*[:=]\\s*['"](${named})['"]`, 'g'))) found.add(ns!);
  return [...found];
}

/** Every catalogue read by a module and what it imports, statically or lazily (a dialog fetched later still reads its texts). */
function cataloguesReached(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(root) || file.includes('node_modules')) continue;
    seen.add(file);
    for (const ns of cataloguesRead(file)) found.add(ns);
    queue.push(...staticImports(file), ...lazyImports(file));
  }
  return found;
}

const routesDir = path.join(src, 'routes');
const isRouteFile = (file: string) => /createRoute|createRootRoute/.test(code(file));
const routeFiles = readdirSync(routesDir).map((file) => path.join(routesDir, file)).filter((file) => /\.tsx?$/.test(file) && isRouteFile(file));

/** A route file with the helpers of src/routes it imports that define no route (tabs, loaders, guards). */
function withHelpers(file: string): string[] {
  const found = new Set([file]);
  const queue = [file];
  while (queue.length) {
    for (const target of staticImports(queue.pop()!)) {
      if (!target.startsWith(routesDir) || isRouteFile(target) || found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return [...found];
}

/** What a route file reads: its own titles and guards' texts, and every screen it loads lazily, with theirs. */
const needed = (file: string) => {
  const own = withHelpers(file);
  return new Set([...own.flatMap(cataloguesRead), ...cataloguesReached(own.flatMap(lazyImports))]);
};
/** What a route file fetches before its screen shows (or a guard before its toast): the catalogues its calls load. */
const loaded = (file: string) =>
  new Set(withHelpers(file).flatMap((f) => [...code(f).matchAll(/(?:loadCatalogues|loadPublicCatalogue|loadNamespaces)\(([^)]*)\)/g)].flatMap(([, args]) => [...args!.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]!))));

const firstPage = [...code(path.join(src, 'i18n/index.ts')).matchAll(/^import (\w+) from '\.\/fr\/\w+\.json';$/gm)].map((m) => m[1]!);
const missing = (reads: Iterable<string>, has: Set<string>) => [...reads].filter((ns) => !has.has(ns)).sort();

describe('the catalogues each route loads', () => {
  it('are found', () => {
    expect(firstPage).toEqual(expect.arrayContaining(['common', 'layout']));
    expect(routeFiles.length).toBeGreaterThan(15);
  });

  it('leave the signed-in frame (its layout, the route error) to the first page\'s', () => {
    const frame = cataloguesReached(['layout/AppLayout.tsx', 'layout/RouteError.tsx'].map((file) => path.join(src, file)));
    expect(missing(frame, new Set(firstPage))).toEqual([]);
  });

  it('cover what each route file reads, with the screens it loads', () => {
    const gaps = routeFiles.flatMap((file) => {
      const lacking = missing(needed(file), new Set([...firstPage, ...loaded(file)]));
      return lacking.length ? [`${path.relative(root, file)}: ${lacking.join(', ')}`] : [];
    });
    expect(gaps).toEqual([]);
  });
});

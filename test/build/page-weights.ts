import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path or `_shared-chunk`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface ChunkWeight {
  file: string;
  /** Bytes after gzip -9, what a browser downloads from a compressing server. */
  gzip: number;
}

export interface PageWeights {
  /** index.html's entry and every chunk it imports statically: what the first page (login) loads before it runs. */
  initial: ChunkWeight[];
  initialGzip: number;
  /** Every other JavaScript chunk, fetched when a route (or a rare screen) needs it; largest first. */
  lazy: ChunkWeight[];
  /** The initial chunks plus a source module's own chunk and its static imports: that screen's whole first load. */
  withScreen(source: string): number;
  /** The files (scripts and stylesheets) a source module's chunk loads beyond the first page's. */
  screenFiles(source: string): string[];
}

export function readPageWeights(distDir: string): PageWeights {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No build manifest at ${manifestPath}: build the browser app first (npm run build).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const weight = (key: string): ChunkWeight => {
    const file = manifest[key]!.file;
    return { file, gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length };
  };
  const closure = (key: string, into = new Set<string>()) => {
    if (!into.has(key)) {
      into.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    }
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error(`The build manifest ${manifestPath} has no index.html entry.`);
  const initialKeys = closure(entryKey);
  const initial = [...initialKeys].map(weight);
  const initialGzip = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const lazy = Object.keys(manifest)
    .filter((key) => !initialKeys.has(key) && manifest[key]!.file.endsWith('.js'))
    .map(weight)
    .sort((a, b) => b.gzip - a.gzip);
  const beyondFirstPage = (source: string) => {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build (is it loaded lazily?).`);
    return [...closure(source)].filter((key) => !initialKeys.has(key));
  };
  const withScreen = (source: string) => initialGzip + beyondFirstPage(source).reduce((sum, key) => sum + weight(key).gzip, 0);
  const screenFiles = (source: string) => {
    const keys = beyondFirstPage(source);
    return [...new Set([...keys.map((key) => manifest[key]!.file), ...keys.flatMap((key) => manifest[key]!.css ?? [])])];
  };
  return { initial, initialGzip, lazy, withScreen, screenFiles };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

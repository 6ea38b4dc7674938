import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const BUNDLE_TEXT = 'console.log("app");';

/**
 * A built app in miniature, as `vite build` leaves it: a page and a bundle with their compressed copies,
 * and the hidden source map kept beside the bundle.
 */
export function createBuiltApp(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vcp-app-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = { 'index.html': '<!doctype html><title>app</title>', 'assets/index-abc.js': BUNDLE_TEXT };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
  }
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"sourcesContent":["the whole original source"]}');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

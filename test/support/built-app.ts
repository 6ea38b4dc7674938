import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const BUNDLE_TEXT = 'console.log("app");';

export const SECRET_BESIDE_APP = '{"secret": true}';

/**
 * A built app in miniature, as `vite build` leaves it: a page and a bundle with their compressed copies,
 * and the hidden source map kept beside the bundle. The app's folder sits beside a file it must never
 * serve, as dist/ sits beside package.json.
 */
export function createBuiltApp(): { dir: string; remove(): void } {
  const parent = mkdtempSync(path.join(tmpdir(), 'vcp-app-'));
  writeFileSync(path.join(parent, 'package.json'), SECRET_BESIDE_APP);
  const dir = path.join(parent, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const files = { 'index.html': '<!doctype html><title>app</title>', 'assets/index-abc.js': BUNDLE_TEXT };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
  }
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"sourcesContent":["the whole original source"]}');
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

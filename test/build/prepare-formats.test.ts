import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const SCRIPT = '<script defer src="/app/prepare-formats.js"></script>';

/** The early loading of Intl's data (public/prepare-formats.js, docs/performance.md) in the built pages. */
describe('the early loading of the formats', () => {
  it("comes before the app's module script in the signed-in pages' HTML, so that it runs while the scripts download", () => {
    const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const early = index.indexOf(SCRIPT);
    expect(early, 'index.html names public/prepare-formats.js').toBeGreaterThan(-1);
    expect(early).toBeLessThan(index.indexOf('<script type="module"'));
  });

  it('is left out of every pre-rendered page, which formats nothing and would only paint later', () => {
    const folder = path.join(DIST, 'prerendered');
    const pages = readdirSync(folder).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(readFileSync(path.join(folder, page), 'utf8'), page).not.toContain('prepare-formats');
  });
});

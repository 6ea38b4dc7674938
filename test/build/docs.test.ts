import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30: a newcomer reads the README in ten minutes, and each room says what it holds and may import.
// These checks keep it so as the code grows: a new folder without its README, a README grown long, or a
// link left pointing at a moved section fails here rather than in a reader's hands.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_LINES = 250;
const ROOM_README_LINES = { min: 15, max: 30 };
const ROOMS = ['domain', 'machines', 'machines/access', 'machines/chart', 'model-tests', 'scripts', 'bench'];
/** Rooms whose every direct folder is a room of its own. */
const ROOMS_BY_FOLDER = ['server', 'src', 'test'];
const MARKDOWN_ROOTS = ['docs', 'bench', 'domain', 'machines', 'model-tests', 'scripts', 'server', 'src', 'test'];

const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);
const rooms = [...ROOMS, ...ROOMS_BY_FOLDER, ...ROOMS_BY_FOLDER.flatMap(folders)];

const markdownFiles = [
  'README.md',
  ...MARKDOWN_ROOTS.flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.md'))
      .map((file) => path.join(dir, file)),
  ),
];

/** Code blocks hold examples, not links or headings. */
const prose = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');

/** The anchor a heading gets where Markdown is rendered (GitHub's rule: lower case, punctuation dropped). */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
const anchors = (file: string) => new Set([...prose(file).matchAll(/^#{1,6} (.*)$/gm)].map(([, heading = '']) => slug(heading)));

describe('documentation', () => {
  it(`keeps the README under ${README_MAX_LINES} lines, with its code map`, () => {
    expect(lines('README.md')).toBeLessThan(README_MAX_LINES);
    expect(prose('README.md')).toMatch(/^## Code map$/m);
  });

  it.each(rooms)('%s has a README of 15 to 30 lines', (room) => {
    const readme = `${room}/README.md`;
    expect(existsSync(path.join(root, readme)), `${readme} is missing`).toBe(true);
    expect(lines(readme)).toBeGreaterThanOrEqual(ROOM_README_LINES.min);
    expect(lines(readme)).toBeLessThanOrEqual(ROOM_README_LINES.max);
  });

  it('has no relative link to a missing file or heading', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const [, url = ''] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(url)) continue;
        const [target = '', anchor] = url.split('#');
        const resolved = target ? path.join(path.dirname(file), target) : file;
        if (!existsSync(path.join(root, resolved))) broken.push(`${file}: ${url}`);
        else if (anchor && statSync(path.join(root, resolved)).isFile() && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
          broken.push(`${file}: ${url} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

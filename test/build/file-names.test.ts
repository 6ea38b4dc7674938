import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30: the browser app's file names follow the three styles already in use, one per kind of file, so a
// reader knows what a file holds from its name. No installed ESLint plugin checks file names, hence this test.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const PASCAL = '[A-Z][A-Za-z0-9]*';
const KEBAB = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
const CAMEL = '[a-z][A-Za-z0-9]*';

/** Each kind of file, told by its folder (`within`), its ending and first letter, and the one style its name takes. */
const KINDS: ReadonlyArray<{ kind: string; within?: string; applies: RegExp; style: RegExp }> = [
  // The styles several screens compose (`composes:`) belong to no component.
  { kind: 'a shared CSS module of src/styles (kebab-case)', within: 'styles', applies: /\.module\.css$/, style: new RegExp(`^${KEBAB}\\.module\\.css$`) },
  { kind: 'a React component (PascalCase)', applies: /^[A-Z].*\.tsx$/, style: new RegExp(`^${PASCAL}\\.tsx$`) },
  { kind: 'a component\'s CSS module (PascalCase)', applies: /\.module\.css$/, style: new RegExp(`^${PASCAL}\\.module\\.css$`) },
  { kind: 'a hook (use + PascalCase)', applies: /^use[A-Z].*\.tsx?$/, style: new RegExp(`^use${PASCAL}\\.tsx?$`) },
  { kind: 'a text namespace (camelCase)', applies: /\.json$/, style: new RegExp(`^${CAMEL}\\.json$`) },
  { kind: 'any other module, route file or style sheet (kebab-case)', applies: /\.(tsx?|css)$/, style: new RegExp(`^${KEBAB}(?:\\.d)?\\.(?:tsx?|css)$`) },
];

const files = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.(tsx?|css|json)$/.test(file));

describe('src/ file names', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('each take the style of their kind', () => {
    const misnamed = files.flatMap((file) => {
      const name = path.basename(file);
      const kind = KINDS.find((k) => (k.within === undefined || path.dirname(file) === k.within) && k.applies.test(name));
      return kind && !kind.style.test(name) ? [`${file}: ${kind.kind}`] : [];
    });
    expect(misnamed).toEqual([]);
  });

  it('are each of a known kind', () => {
    expect(files.filter((file) => !KINDS.some((k) => k.applies.test(path.basename(file))))).toEqual([]);
  });
});

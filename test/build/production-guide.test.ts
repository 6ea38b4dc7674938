import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34: the production guide names every setting the server reads, and no setting that does not exist.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The variables server/config.ts reads (`env.X`, `int(env, 'X', …)`, `flag(env, 'X', …)`…), and JWT_SECRET, which serve.ts reads. */
function settingsRead(): Set<string> {
  const config = read('server/config.ts');
  const names = [...config.matchAll(/env\.([A-Z][A-Z0-9_]+)|env, '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1] ?? match[2]!);
  return new Set([...names, ...(read('server/serve.ts').includes('process.env.JWT_SECRET') ? ['JWT_SECRET'] : [])]);
}

/** Settings of the tools around the server (the backup's PostgreSQL programs), which the guide may name too. */
const TOOL_SETTINGS = new Set(['PG_BIN', 'PATH']);

describe('docs/production.md', () => {
  const guide = read('docs/production.md');
  const named = new Set([...guide.matchAll(/`([A-Z][A-Z0-9_]{2,})(?:=[^`]*)?`/g)].map((match) => match[1]!));

  it('names every setting server/config.ts reads', () => {
    expect(settingsRead().size).toBeGreaterThan(40);
    expect([...settingsRead()].filter((name) => !named.has(name))).toEqual([]);
  });

  it('names no setting that does not exist', () => {
    const exists = settingsRead();
    expect([...named].filter((name) => !exists.has(name) && !TOOL_SETTINGS.has(name))).toEqual([]);
  });
});

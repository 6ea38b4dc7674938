import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import signup from '../../src/i18n/fr/signup.json';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const serverFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? serverFiles(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
/** Words or letters no English message has and every French one does. */
const FRENCH_WORD = /(^|[\s'"`])(le|la|les|de|des|du|une?|est|pas|[nldcs]'|à|vous|votre|vos|ce|cette|ces|ou|et|en|aux?|pour|par|sur|merci|ne|dans|n'a)(?=[\s'])/i;
const isFrench = (text: string) => FRENCH_WORD.test(text) || /[àâçéèêëîïôûùüÿœ]/i.test(text);
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

/**
 * Issue 28: every error code the server can answer comes with a French message. The API's answers carry theirs
 * (`{ code, message }`); the codes that travel without one, in the address the identity service's way back sends the
 * browser to (`erreur=`), are worded by the screens' catalogue.
 */
describe('the French messages of the error codes', () => {
  it('every error the server raises is built with a message of its own, in French', () => {
    const built = ['server', 'domain'].flatMap(serverFiles).flatMap((file) => matches(read(file), /new DomainError\(\s*[^,]+,\s*[^,]+,\s*([^,)]+)/g).map((message) => ({ file, message: message.trim() })));
    expect(built.length).toBeGreaterThan(10);
    // A literal is a French sentence, never a code or an English default; a name is a constant or a parameter holding one.
    for (const { file, message } of built) if (/^['"`]/.test(message)) expect(isFrench(message), `${file}: ${message}`).toBe(true);
  });

  it('every code the sign-up screens can receive from the identity service has its own message', () => {
    const auth = 'server/services/auth';
    const codes = new Set([
      ...matches(read(`${auth}/relying-party.ts`), /new DomainError\(\s*'[^']+',\s*'([^']+)'/g),
      ...matches(read(`${auth}/identity-proofs.ts`), /error: '([^']+)'/g),
      ...matches(read(`${auth}/signup-identity.ts`), /error: '([^']+)'/g),
    ]);
    expect([...codes]).toEqual(expect.arrayContaining(['gestia_invalid_state', 'gestia_refused', 'nrn_used']));
    const worded = signup.authentication.errors as Record<string, string>;
    expect([...codes].filter((code) => !worded[code])).toEqual([]);
  });
});

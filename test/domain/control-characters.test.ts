import { Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenControlCharacter } from '../../domain/schemas/safe-string';
import { FIELD_SAMPLES, FREE_TEXT } from '../support/fuzz/values';

/** Every schema the domain exports, found by itself: a schema added tomorrow is checked too. */
const SCHEMAS = Object.entries(import.meta.glob<Record<string, unknown>>('../../domain/schemas/*.ts', { eager: true })).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Struct<unknown, unknown>] => entry[1] instanceof Struct)
    .map(([name, struct]) => ({ name: `${file.split('/').pop()} ${name}`, struct })),
);

type Path = Array<string | number>;

/** The fields of a struct down to its leaves, through objects and arrays (refinements and defaults keep their schema). */
interface Leaf {
  path: Path;
  struct: Struct<unknown, unknown>;
  /** The payload that holds `value` at the leaf's path. */
  wrap: (value: unknown) => unknown;
}

function leaves(struct: Struct<unknown, unknown>, path: Path = []): Leaf[] {
  if ((struct.type === 'object' || struct.type === 'type') && struct.schema) {
    return Object.entries(struct.schema as Record<string, Struct<unknown, unknown>>).flatMap(([key, field]) =>
      leaves(field, [...path, key]).map((leaf) => ({ ...leaf, wrap: (value: unknown) => ({ [key]: leaf.wrap(value) }) })),
    );
  }
  if (struct.type === 'array' && struct.schema instanceof Struct) {
    return leaves(struct.schema, [...path, 0]).map((leaf) => ({ ...leaf, wrap: (value: unknown) => [leaf.wrap(value)] }));
  }
  return [{ path, struct, wrap: (value) => value }];
}

/** Whether a field takes a value and keeps it as text (an id given as "12" becomes a number, not text). */
function keepsAsText(leaf: Leaf, value: string) {
  const [error, output] = validate(value, leaf.struct, { coerce: true });
  return !error && typeof output === 'string';
}

/** What a field says about a value: nothing when it takes it, else its messages. */
function failuresAt(struct: Struct<unknown, unknown>, leaf: Leaf, value: string) {
  const [error] = validate(leaf.wrap(value), struct, { coerce: true });
  return (error?.failures() ?? []).filter((f) => JSON.stringify(f.path) === JSON.stringify(leaf.path)).map((f) => f.message);
}

const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];
const withInside = (sample: string, character: string) => `${sample.slice(0, 1)}${character}${sample.slice(1)}`;

describe('the shared text type refuses control characters other than tab and line breaks', () => {
  it('tells them apart', () => {
    for (const character of FORBIDDEN) expect(hasForbiddenControlCharacter(`a${character}b`), JSON.stringify(character)).toBe(true);
    expect(hasForbiddenControlCharacter('Ligne 1\r\nLigne 2\n\tsuite, é ç € 😀 \u00a0')).toBe(false);
  });
});

describe('every text field of every domain schema refuses control characters (PostgreSQL refuses NUL)', () => {
  const textFields: string[] = [];

  it.each(SCHEMAS)('$name', ({ struct }) => {
    for (const leaf of leaves(struct)) {
      // A field of free text refuses the character with its own message; a date or an amount may say its format instead.
      const isFreeText = keepsAsText(leaf, FREE_TEXT);
      if (isFreeText) textFields.push(leaf.path.join('.'));
      for (const sample of FIELD_SAMPLES) {
        const checkMessage = isFreeText && keepsAsText(leaf, sample);
        for (const character of FORBIDDEN) {
          const messages = failuresAt(struct, leaf, withInside(sample, character));
          expect(messages.length, `${leaf.path.join('.')} took ${JSON.stringify(withInside(sample, character))}`).toBeGreaterThan(0);
          if (checkMessage) expect(messages).toContain(CONTROL_CHARACTER_MESSAGE);
        }
      }
    }
  });

  it('reached the free-text fields the API is known to take', () => {
    for (const field of ['login', 'password', 'reference', 'justification', 'askText', 'answer', 'titre', 'planning', 'sousTraitants.0.nom', 'nom', 'recherche', 'token']) {
      expect(textFields, field).toContain(field);
    }
  });
});

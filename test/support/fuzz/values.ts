import fc from 'fast-check';

/** Values one field or another takes: free text, numbers, dates, company and register numbers, e-mails, NACE codes. */
export const FREE_TEXT = 'Texte libre';
export const FIELD_SAMPLES = [FREE_TEXT, 'ab', '12', '2030-01-10', '0123.456.749', '85.07.30-033.28', 'demo@exemple.be', '62.010', 'true', 'asc'];

/** Keys that break a naive conversion to text or a naive copy, mixed with the payloads' own field names. */
export const HOSTILE_KEYS = ['toString', 'valueOf', '__proto__', 'constructor', 'login', 'password', 'justification', 'reference', 'sort', 'titre', 'recherche'];

/** Any JavaScript value, with the keys and shapes that trip up code written for plain data. */
export const hostileAnything = (maxDepth = 4) =>
  fc.anything({
    key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()),
    maxDepth,
    withNullPrototype: true,
    withBoxedValues: true,
    withSparseArray: true,
  });

/** Values at the edges of what a field may hold: empty, blank, huge, control characters, odd unicode, extreme numbers. */
const EDGE_CONSTANTS: unknown[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0001b',
  '\u007f',
  '\u202eabc',
  'e\u0301',
  '\ud83d',
  '😀👩‍👩‍👧',
  'x'.repeat(5000),
  ' 12 ',
  '-1',
  '1e3',
  '0x10',
  'null',
  "'; --",
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  null,
  true,
  false,
  [],
  {},
];

export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_CONSTANTS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
);

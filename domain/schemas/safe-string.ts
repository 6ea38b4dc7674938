import { refine, string, type Struct } from 'superstruct';

/**
 * The string every schema builds its text fields on. PostgreSQL refuses NUL in text, and no field of
 * ours means to hold a control character (C0, DEL, C1); tab and line breaks are what paragraphs are
 * made of, so they stay.
 */

export const CONTROL_CHARACTER_MESSAGE = 'Ce texte contient un caractère de contrôle non autorisé.';

const FORBIDDEN_CONTROL = /(?![\t\n\r])\p{Cc}/u;

export function hasForbiddenControlCharacter(value: string): boolean {
  return FORBIDDEN_CONTROL.test(value);
}

/** The refinement for a text struct of its own (a `define`d one); built on SafeString, a struct has it already. */
export function withoutControlCharacters<T extends string, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'controlCharacters', (value) => !hasForbiddenControlCharacter(value) || CONTROL_CHARACTER_MESSAGE);
}

/** superstruct's string(), without control characters: use it wherever a schema takes a string. */
export const SafeString = withoutControlCharacters(string());

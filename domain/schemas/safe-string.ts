import { coerce, refine, string, unknown, type Struct } from 'superstruct';

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

/**
 * The invisible marks that reorder text on screen (embeddings, overrides, isolates and the directional marks):
 * `facture\u202Efdp.exe.pdf` shows as "factureexe.pdf" while being something else. No name or text of ours needs
 * them, so typed text loses them rather than being refused (a pasted name may carry one unseen).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** The refinement for a text struct of its own (a `define`d one); built on SafeString, a struct has it already. */
export function withoutControlCharacters<T extends string, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'controlCharacters', (value) => !hasForbiddenControlCharacter(value) || CONTROL_CHARACTER_MESSAGE);
}

/** superstruct's string(), without control characters: use it wherever a schema takes a string. */
export const SafeString = withoutControlCharacters(string());

/**
 * superstruct's trimmed(), without its cost on an absent field: its condition, string(), fails on `undefined` and
 * builds a StructError (a stack trace) each time, and the list's filters leave most fields out on every request.
 * Trims a string, passes anything else on to the struct, as trimmed() does.
 */
export function trimmedText<T, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerce(struct, unknown(), (value) => (typeof value === 'string' ? value.trim() : value));
}

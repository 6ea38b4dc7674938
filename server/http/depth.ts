import { invalidFields } from '../../domain/errors';

/**
 * How deeply a request's data may nest. Our payloads nest three or four levels; anything far deeper is
 * an attack on the code that walks it (recursion in validation and in the conversion of values to text).
 */
export const MAX_DATA_DEPTH = 32;

export const tooDeep = () =>
  invalidFields([{ field: '(corps)', message: `Les données envoyées sont trop imbriquées (au plus ${MAX_DATA_DEPTH} niveaux).` }]);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether a JSON text opens more than `max` arrays or objects inside each other, read in one pass over
 * the text, before anything parses it; brackets inside strings are text. A malformed text is left to the
 * parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      depth++;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/** A text taken literally by LIKE and ILIKE: its own \, % and _ escaped (PostgreSQL's default escape is \). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds the text anywhere. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

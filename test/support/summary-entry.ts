/**
 * An error summary's entry for this message, whatever field it names: src/forms/ErrorSummary.tsx writes each entry
 * « Champ : message », the field's label first (tests that care which field say so with its whole text).
 */
export function summaryEntry(message: string): RegExp {
  return new RegExp(`\\s: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

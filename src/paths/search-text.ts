/** A text parameter of the address's query, or nothing when absent, empty or not text. */
export const searchText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A closed list of codes written once, as the table of their French words: the codes are the table's keys, in its
 * order, so no code goes without its words and no second list can drift from the table.
 */
export const codesOf = <K extends string>(labels: Readonly<Record<K, string>>): readonly K[] => Object.keys(labels) as K[];

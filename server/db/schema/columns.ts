import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * What a lifecycle's history row holds after its author (DESIGN.md, Data: when, from, to, event, why); a
 * function, since each table needs column builders of its own.
 */
export const statusChangeColumns = () => ({
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  fromStatut: integer('from_statut'),
  toStatut: integer('to_statut').notNull(),
  event: text('event').notNull(),
  texte: text('texte'),
});

import type { demandesLabellisation } from '../../db/schema/index';

/** A stored labellisation request, as every operation on it reads it (its own file: the transition and its effects both need it). */
export type DemandeRow = typeof demandesLabellisation.$inferSelect;

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dossiers } from '../../db/schema/index';
import type { DossierScope } from '../../../machines/access/dossierScope';

/** `column in (...)`, written as Drizzle's `inArray` writes it, of values or of a prepared shape's placeholders. */
export function within(column: SQLWrapper, refs: SQLWrapper[]): SQL {
  return sql`${column} in ${refs}`;
}

/**
 * The list's side of `dossierScope` (machines/access): the same organisations (`organisations`, the scope's
 * ids as the query reads them), as a condition on the dossiers table. Undefined means every dossier.
 */
export function scopeCondition(scope: DossierScope, organisations: SQLWrapper[]): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none' || organisations.length === 0) return sql`false`;
  return within(scope.kind === 'prestataire' ? dossiers.prestataireId : dossiers.beneficiaireId, organisations);
}

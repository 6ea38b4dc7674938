import { inArray, sql, type SQL } from 'drizzle-orm';
import { dossiers } from '../../db/schema/index';
import type { DossierScope } from '../../../machines/access/dossierScope';

/**
 * The list's side of `dossierScope` (machines/access): the same organisations, as a condition on the
 * dossiers table. Undefined means every dossier.
 */
export function scopeCondition(scope: DossierScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none' || scope.organisationIds.length === 0) return sql`false`;
  const column = scope.kind === 'prestataire' ? dossiers.prestataireId : dossiers.beneficiaireId;
  return inArray(column, scope.organisationIds);
}

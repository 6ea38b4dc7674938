import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import type { ActionName } from '../../../domain/permissions';
import { TypeOrganisation } from '../../../domain/organisation-types';
import { dossierScope, dossierSideOf } from '../../../machines/access/dossierScope';
import type { CreationCaller } from '../../../machines/access/dossierCreation';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { mayViewOrganisation } from '../../../machines/access/organisationView';

/** The provider organisations in which a provider-logged caller may take this action. */
export function providerOrganisationsFor(caller: CreationCaller, action: ActionName): number[] {
  if (dossierSideOf(caller.droitId) !== 'prestataire') return [];
  const ids = caller.linkedOrganisations
    .filter((l) => l.type_organisation_id === TypeOrganisation.PRESTATAIRE && mayActInOrganisation(caller, l.id, action))
    .map((l) => l.id);
  return [...new Set(ids)];
}

/**
 * "View an organisation": a validated contact of it or a manager (machines/access/organisationView.ts), and
 * also a provider for the beneficiaries of the dossiers it may view (the beneficiary tab of a dossier links
 * here). Anything else is answered as not found, so an outsider cannot tell which ids exist.
 */
export async function mayViewOrganisationRecord(db: Db, caller: CreationCaller, organisationId: number): Promise<boolean> {
  if (mayViewOrganisation(caller, organisationId)) return true;
  const scope = dossierScope(caller);
  if (scope.kind !== 'prestataire' || scope.organisationIds.length === 0) return false;
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(dossiers)
    .where(and(eq(dossiers.beneficiaireId, organisationId), inArray(dossiers.prestataireId, scope.organisationIds)))
    .limit(1);
  return row !== undefined;
}

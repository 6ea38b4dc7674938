import { Droit, DOSSIER_MANAGER_DROITS, type DroitId } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { PERMISSIONS } from '../../domain/permissions';

/** The caller as the session knows it: its right and the organisations it is linked to. */
export interface DossierCaller {
  contactId: number;
  droitId: number;
  linkedOrganisations: ReadonlyArray<{ id: number; type_contact_id: number; validation_status: number }>;
}

/** The side a caller acts on in the dossiers: the provider's, the beneficiary's, or the administration's. */
export type DossierSide = 'prestataire' | 'beneficiaire' | 'gestion';

const SIDE_DROITS: Record<DossierSide, readonly DroitId[]> = {
  prestataire: [Droit.Prestataire],
  beneficiaire: [Droit.Beneficiaire],
  gestion: DOSSIER_MANAGER_DROITS,
};

const SIDES = Object.keys(SIDE_DROITS) as DossierSide[];

export function dossierSideOf(droitId: number): DossierSide | null {
  return SIDES.find((side) => (SIDE_DROITS[side] as readonly number[]).includes(droitId)) ?? null;
}

/** The rights that act on a side: what a route serving only that side admits. */
export function droitsOfSide(side: DossierSide): readonly DroitId[] {
  return SIDE_DROITS[side];
}

/** The contact types the caller holds in an organisation; only validated links count. */
export function typesContactIn(caller: DossierCaller, organisationId: number | null): number[] {
  if (organisationId === null) return [];
  return caller.linkedOrganisations
    .filter((l) => l.id === organisationId && l.validation_status === StatutValidationLien.VALIDE)
    .map((l) => l.type_contact_id);
}

/**
 * Which dossiers a caller may see (the row "view a dossier" of the matrix): as provider, those of the
 * provider organisations where it holds a type allowed to view; as beneficiary, likewise with the
 * beneficiary organisation; a manager sees them all; any other right sees none. The list query and
 * the per-dossier check both read it, so the two cannot disagree.
 */
export type DossierScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'prestataire' | 'beneficiaire'; organisationIds: number[] };

export function dossierScope(caller: DossierCaller): DossierScope {
  const side = dossierSideOf(caller.droitId);
  if (side === 'gestion') return { kind: 'all' };
  if (side === null) return { kind: 'none' };
  const organisationIds = caller.linkedOrganisations
    .filter((l) => l.validation_status === StatutValidationLien.VALIDE && (PERMISSIONS.VIEW_DOSSIER as readonly number[]).includes(l.type_contact_id))
    .map((l) => l.id);
  return { kind: side, organisationIds: [...new Set(organisationIds)] };
}

/** Whether a dossier falls in the scope: its provider, or its beneficiary, is one of the scope's organisations. */
export function isInDossierScope(scope: DossierScope, dossier: { prestataireId: number | null; beneficiaireId: number | null }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  const organisationId = scope.kind === 'prestataire' ? dossier.prestataireId : dossier.beneficiaireId;
  return organisationId !== null && scope.organisationIds.includes(organisationId);
}

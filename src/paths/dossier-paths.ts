import { isDossierManagerDroitId } from '../../domain/droits';

/**
 * The detail's child paths of spec section 2, in tab order. The spec names nine tabs (summary,
 * organisation, beneficiary, provider, ...) for eight child paths: the organisation tab gets a ninth path,
 * `organisation`, the dossier's organisations at a glance, each party keeping its own tab.
 */
export const DOSSIER_TAB_PATHS = [
  'recapitulatif',
  'organisation',
  'beneficiaire',
  'prestataire',
  'prestation',
  'specificites',
  'documents',
  'remarques',
  'historique',
] as const;

export type DossierTabPath = (typeof DOSSIER_TAB_PATHS)[number];

/** Typed router paths of a dossier's tabs, in the parties' section and in the managers' one. */
type DossierTabTo = `/dossiers/$dossierId/${DossierTabPath}` | `/gestion/dossiers/$dossierId/${DossierTabPath}`;

/**
 * Where a dossier is read by the session's right: /dossiers is only for a provider or a beneficiary (spec
 * section 2), so a manager reads it at /gestion/dossiers/{id}. Every link to a dossier's view asks here.
 */
export function dossierViewLink(droitId: number | null, dossierId: number, tab: DossierTabPath = 'recapitulatif') {
  const section = isDossierManagerDroitId(droitId) ? '/gestion/dossiers' : '/dossiers';
  return { to: `${section}/$dossierId/${tab}` as DossierTabTo, params: { dossierId: String(dossierId) } };
}

import { isDossierManagerDroitId } from '../../domain/droits';
import type { DossierTabPath } from '../screens/dossiers/detail/tabs';

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

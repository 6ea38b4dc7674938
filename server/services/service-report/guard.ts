import type { Db } from '../../db/client';
import { invalidTransition } from '../../../domain/errors';
import type { TypeContactId } from '../../../domain/contact-types';
import { Action, isAllowed } from '../../../domain/permissions';
import type { ReportScreen } from '../../../domain/service-report-screens';
import { dossierSideOf, typesContactIn, type DossierCaller } from '../../../machines/access/dossierScope';
import { reportScreenFor, type ReportAccessFacts } from '../../../machines/access/serviceReportAccess';
import type { StoredDossier } from '../../db/rows';
import { findReport, reportFacts, type ReportRow } from './stored';

/**
 * The caller's side of this dossier: a contact of its provider or of its beneficiary (validated link), or neither.
 * The provider's side of the report is its writers: the guard of section 4 says "a signed-in provider", and the
 * matrix of section 6 lets only A, R and E edit a report, so an Information contact opens no screen whose every save
 * would be refused (it reads the report from the dossier, VIEW_REPORT).
 */
export function reportVisitorSide({ access }: StoredDossier, caller: DossierCaller): ReportAccessFacts['side'] {
  const side = dossierSideOf(caller.droitId);
  const writer = (type: number) => isAllowed(Action.EDIT_REPORT, type as TypeContactId);
  if (side === 'prestataire' && typesContactIn(caller, access.prestataireId).some(writer)) return 'prestataire';
  if (side === 'beneficiaire' && typesContactIn(caller, access.beneficiaireId).length > 0) return 'beneficiaire';
  return null;
}

export function reportAccessFacts(stored: StoredDossier, report: ReportRow | null, caller: DossierCaller): ReportAccessFacts {
  return {
    statut: stored.access.statut,
    etape: reportFacts(report).etape,
    side: reportVisitorSide(stored, caller),
    sameOrganisation: stored.access.prestataireId !== null && stored.access.prestataireId === stored.access.beneficiaireId,
  };
}

/**
 * The service-report guard of spec section 4, asked by the server before a report call acts (DESIGN.md:
 * "servers call them before acting"): the call belongs to a screen, and a screen the guard would redirect
 * away from is an action the report's state does not allow (409 InvalidTransition). The caller's right to
 * the action itself is the dossier action's rule, checked before.
 */
export async function requireReportScreen(db: Db, stored: StoredDossier, caller: DossierCaller, screen: ReportScreen): Promise<ReportRow | null> {
  const report = await findReport(db, stored.row.id);
  if (reportScreenFor(reportAccessFacts(stored, report, caller), screen) !== screen) throw invalidTransition();
  return report;
}

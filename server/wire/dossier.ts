import { CLOSED_STATUTS, STATUT_DOSSIER_LABELS } from '../../domain/dossier-status';
import { dossierActions, type DossierAction, type DossierForAccess } from '../../machines/access/dossierActions';
import { dossierSideOf, type DossierCaller } from '../../machines/access/dossierScope';
import { reportDaysLeft, workingDaysBetween } from '../../domain/working-days';
import { reportValidationDeadline } from '../../machines/dossierStatus.answers';
import type { DossierRow } from '../db/rows';
import type { DossierSummary } from '../../domain/wire/dossiers';

interface OrganisationName {
  id: number;
  nom: string;
}

/** The other party of the dossier for the caller: the beneficiary for a provider or a manager, the provider for a beneficiary. */
export function otherParty<O extends OrganisationName>(caller: DossierCaller, parties: { beneficiaire: O | null; prestataire: O | null }): O | null {
  return dossierSideOf(caller.droitId) === 'beneficiaire' ? parties.prestataire : parties.beneficiaire;
}

/** What the working-day counts of a dossier read: the platform's closing days and today, both the same for a whole page. */
export interface DayCounting {
  closingDays: ReadonlySet<string>;
  /** The ISO day in Brussels (`platformToday`), read once per answer rather than once per row. */
  today: string;
}

/** What every view of a dossier shows: the spec's names (StatutDossierId, EtapeEncodage, reference), and the actions offered. */
export function dossierSummaryToWire(
  row: Pick<DossierRow, 'id' | 'reference' | 'dateEcheance' | 'createdAt' | 'anciennePlateforme' | 'version' | 'rapportSoumisLe'>,
  access: DossierForAccess,
  caller: DossierCaller,
  parties: { beneficiaire: OrganisationName | null; prestataire: OrganisationName | null },
  { closingDays, today }: DayCounting,
  // The list passes its page's shared actions (dossierActionsOfPage); a single dossier works them out.
  actionsOf: (access: DossierForAccess) => Record<DossierAction, boolean> = (dossier) => dossierActions(dossier, caller),
): DossierSummary {
  return {
    id: row.id,
    reference: row.reference,
    StatutDossierId: access.statut,
    statut: STATUT_DOSSIER_LABELS[access.statut],
    EtapeEncodage: access.etapeEncodage,
    organisation: otherParty(caller, parties),
    beneficiaire: parties.beneficiaire,
    prestataire: parties.prestataire,
    dateEcheance: row.dateEcheance,
    /** Working days left until the deadline (negative: overdue), while the dossier is still open. */
    joursOuvresRestants: row.dateEcheance && !CLOSED_STATUTS.includes(access.statut) ? workingDaysBetween(today, row.dateEcheance, closingDays) : null,
    /** Working days the beneficiary has left to decide on the submitted report, before its automatic rejection. */
    rapportJoursRestants: reportDaysLeft(reportValidationDeadline({ row, access }), closingDays, today),
    createdAt: row.createdAt.toISOString(),
    anciennePlateforme: row.anciennePlateforme,
    version: row.version,
    actions: actionsOf(access),
  };
}

import { StatutDossier, type StatutDossierId } from './dossier-status';

/**
 * The dossiers waiting for the administration (the manager desk's queue): a request or a report to examine
 * (again, after information), a suspended performance, a share payment to register, a service to settle.
 */
export const MANAGER_QUEUE_STATUTS: readonly StatutDossierId[] = [
  StatutDossier.DOSSIER_EXAMEN,
  StatutDossier.DOSSIER_EXAMEN_APRES_INFOS,
  StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART,
  StatutDossier.DOSSIER_PRESTATION_EXAMEN,
  StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS,
  StatutDossier.DOSSIER_PRESTATION_SUSPENDUE,
  StatutDossier.DOSSIER_PRESTATION_APPROUVEE,
];

/** A deadline this close, in working days, stands out on the desk and on every list (issue 16: 2 working days). */
export const DUE_SOON_WORKING_DAYS = 2;

import { memberOf } from './member-of';
/**
 * Dossier statuses of spec section 4 (`StatutDossierId` on the wire). Ids 15 and 16 do not
 * exist in the spec; the gaps are deliberate.
 */
export const StatutDossier = {
  DOSSIER_INTRODUCTION: 1,
  DOSSIER_EXAMEN: 2,
  DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART: 3,
  DOSSIER_IRRECEVABLE: 4,
  DOSSIER_DEMANDE_INFOS: 5,
  DOSSIER_PRESTATION_CONFIRME: 6,
  DOSSIER_PRESTATION_EXAMEN: 7,
  DOSSIER_PRESTATION_APPROUVEE: 8,
  DOSSIER_PRESTATION_ATTENTE_INFOS: 9,
  DOSSIER_PRESTATION_ANNULEE: 10,
  DOSSIER_SOLDE: 11,
  DOSSIER_ANNULE_APRES_SOLDE: 12,
  DOSSIER_ANNULE_SOLDE: 13,
  DOSSIER_EXAMEN_APRES_INFOS: 14,
  DOSSIER_PRESTATION_SUSPENDUE: 17,
  DOSSIER_OBSOLETE: 18,
  DOSSIER_PRESTATION_EXAMEN_APRES_INFOS: 19,
  DOSSIER_ANNULE_PAR_PRESTATAIRE: 20,
  DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE: 21,
} as const;

export type StatutDossierId = (typeof StatutDossier)[keyof typeof StatutDossier];

export const ALL_STATUTS_DOSSIER: readonly StatutDossierId[] = Object.values(StatutDossier);

export const isStatutDossierId = memberOf<StatutDossierId>(ALL_STATUTS_DOSSIER);

export const STATUT_DOSSIER_LABELS: Record<StatutDossierId, string> = {
  [StatutDossier.DOSSIER_INTRODUCTION]: 'Introduction',
  [StatutDossier.DOSSIER_EXAMEN]: 'En examen',
  [StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]: 'En attente du paiement de la quote-part',
  [StatutDossier.DOSSIER_IRRECEVABLE]: 'Demande irrecevable',
  [StatutDossier.DOSSIER_DEMANDE_INFOS]: "Demande d'informations complémentaires",
  [StatutDossier.DOSSIER_PRESTATION_CONFIRME]: 'Prestation confirmée',
  [StatutDossier.DOSSIER_PRESTATION_EXAMEN]: 'Prestation en examen',
  [StatutDossier.DOSSIER_PRESTATION_APPROUVEE]: 'Prestation approuvée',
  [StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS]: "Prestation en attente d'informations",
  [StatutDossier.DOSSIER_PRESTATION_ANNULEE]: 'Prestation annulée',
  [StatutDossier.DOSSIER_SOLDE]: 'Soldé',
  [StatutDossier.DOSSIER_ANNULE_APRES_SOLDE]: 'Annulé après solde',
  [StatutDossier.DOSSIER_ANNULE_SOLDE]: 'Annulé soldé',
  [StatutDossier.DOSSIER_EXAMEN_APRES_INFOS]: 'En examen après informations complétées',
  [StatutDossier.DOSSIER_PRESTATION_SUSPENDUE]: 'Prestation suspendue',
  [StatutDossier.DOSSIER_OBSOLETE]: 'Obsolète',
  [StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]:
    'Prestation en examen après informations complétées',
  [StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE]: 'Demande annulée par le prestataire',
  [StatutDossier.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE]:
    'Prestation annulée par le prestataire',
};

/** The statuses a dossier never leaves (or only by a cancellation after settlement): no deadline runs any more. */
export const CLOSED_STATUTS: readonly StatutDossierId[] = [
  StatutDossier.DOSSIER_IRRECEVABLE,
  StatutDossier.DOSSIER_PRESTATION_ANNULEE,
  StatutDossier.DOSSIER_SOLDE,
  StatutDossier.DOSSIER_ANNULE_APRES_SOLDE,
  StatutDossier.DOSSIER_ANNULE_SOLDE,
  StatutDossier.DOSSIER_OBSOLETE,
  StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE,
  StatutDossier.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE,
];

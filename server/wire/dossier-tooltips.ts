import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { formatDate } from '../../domain/format';
import type { DossierTooltips } from '../../domain/wire/dossiers';

/** What each status means and who acts next, shown beside the status in the detail (`with[]=tooltips`). */
const STATUT_TOOLTIPS: Record<StatutDossierId, string> = {
  [StatutDossier.DOSSIER_INTRODUCTION]: "Le dossier est en cours d'introduction ; le prestataire le complète puis le soumet.",
  [StatutDossier.DOSSIER_EXAMEN]: "L'administration examine la demande.",
  [StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]: 'La demande est recevable : le bénéficiaire doit payer sa quote-part.',
  [StatutDossier.DOSSIER_IRRECEVABLE]: "L'administration a déclaré la demande irrecevable.",
  [StatutDossier.DOSSIER_DEMANDE_INFOS]: "L'administration attend des informations complémentaires du prestataire.",
  [StatutDossier.DOSSIER_PRESTATION_CONFIRME]: 'La quote-part est payée : le prestataire réalise la prestation et en fait rapport.',
  [StatutDossier.DOSSIER_PRESTATION_EXAMEN]: "Le bénéficiaire a validé le rapport : l'administration examine la prestation.",
  [StatutDossier.DOSSIER_PRESTATION_APPROUVEE]: 'La prestation est approuvée ; le chèque va être payé.',
  [StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS]: "L'administration attend des informations complémentaires sur la prestation.",
  [StatutDossier.DOSSIER_PRESTATION_ANNULEE]: "L'administration a annulé la prestation ; la quote-part est remboursée.",
  [StatutDossier.DOSSIER_SOLDE]: 'Le chèque a été payé : le dossier est soldé.',
  [StatutDossier.DOSSIER_ANNULE_APRES_SOLDE]: 'Le dossier soldé a été annulé ; le paiement sera récupéré.',
  [StatutDossier.DOSSIER_ANNULE_SOLDE]: 'Le reste de la prestation est annulé et la partie réalisée est soldée.',
  [StatutDossier.DOSSIER_EXAMEN_APRES_INFOS]: "Les informations ont été complétées : l'administration examine à nouveau la demande.",
  [StatutDossier.DOSSIER_PRESTATION_SUSPENDUE]: "Le bénéficiaire a refusé le rapport : l'administration tranche.",
  [StatutDossier.DOSSIER_OBSOLETE]: 'Le dossier a été abandonné et est clôturé.',
  [StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]:
    "Les informations sur la prestation ont été complétées : l'administration l'examine à nouveau.",
  [StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE]: 'Le prestataire a annulé la demande.',
  [StatutDossier.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE]: 'Le prestataire a annulé la prestation ; la quote-part est remboursée.',
};

export function dossierTooltips(statut: StatutDossierId, echeanceValidation: string | null): DossierTooltips {
  return {
    StatutDossierId: STATUT_TOOLTIPS[statut],
    rapport: echeanceValidation
      ? `Sans réaction du bénéficiaire au plus tard le ${formatDate(echeanceValidation)}, le rapport sera rejeté automatiquement.`
      : null,
  };
}

import type { DossierStatusEventType } from '../../machines/dossierStatus.types';
import type { RemarkKind } from '../../domain/wire/remarks';
import type { DossierHistoryEntry, DossierRemark } from '../../domain/wire/dossiers';
import type { DossierTabs } from '../db/dossier-parts';
import type { DossierCreationEvent, WizardHistoryEvent } from '../../domain/dossier-history-events';
import type { ManagerWorkflowEventType } from '../../machines/managerWorkflow.machine';

type HistoryEvent = DossierStatusEventType | DossierCreationEvent | WizardHistoryEvent | ManagerWorkflowEventType;

const EVENT_LABELS: Record<HistoryEvent, string> = {
  CREATE_DOSSIER: 'Création du dossier',
  DUPLICATE_DOSSIER: "Création par copie d'un dossier",
  SEND_TO_PROVIDER: 'Dossier transmis au prestataire par le bénéficiaire',
  ASK_PRESTATAIRE: 'Message du bénéficiaire au prestataire',
  EDIT_PRESTATION: 'Prestation modifiée par le prestataire',
  EDIT_FINANCIER: 'Montants modifiés par le prestataire',
  EDIT_SPECIFICITES: 'Spécificités modifiées par le prestataire',
  // The edit screen records the part it saved (the three above), never the machine's event itself.
  EDIT_DOSSIER: 'Dossier modifié par le prestataire',
  VALIDATE_INTRODUCTION: "Validation de l'introduction",
  SUBMIT_INTRODUCTION: "Soumission de l'introduction",
  // A deleted dossier's history goes with it: the label exists for completeness only.
  DELETE_DOSSIER: 'Suppression du dossier',
  CANCEL_INTRODUCED: 'Annulation de la demande par le prestataire',
  DECLARE_ADMISSIBLE: 'Demande déclarée recevable',
  DECLARE_INADMISSIBLE: 'Demande déclarée irrecevable',
  ASK_INFORMATION: "Demande d'informations complémentaires",
  COMPLETE_INFORMATION: 'Informations complétées',
  REGISTER_SHARE_PAYMENT: 'Paiement de la quote-part enregistré',
  SUBMIT_REPORT_TO_BENEFICIARY: 'Rapport de prestation soumis au bénéficiaire',
  BENEFICIARY_VALIDATES_REPORT: 'Rapport validé par le bénéficiaire',
  BENEFICIARY_REFUSES_REPORT: 'Rapport refusé par le bénéficiaire',
  AUTO_REJECT_REPORT: 'Rapport rejeté automatiquement',
  ACCEPT_TACITLY: 'Demande recevable tacitement',
  CANCEL_SERVICE_BY_PROVIDER: 'Prestation annulée par le prestataire',
  APPROVE_SERVICE: 'Prestation approuvée',
  CANCEL_SERVICE: 'Prestation annulée',
  CANCEL_AND_SETTLE: 'Prestation annulée et soldée',
  SETTLE: 'Dossier soldé',
  CANCEL_AFTER_SETTLEMENT: 'Dossier annulé après solde',
  MARK_OBSOLETE: 'Dossier déclaré obsolète',
  ASSIGN: 'Dossier assigné',
  START_PROCESSING: 'Traitement commencé',
  SEND_TO_SIGNATURE: 'Décision envoyée à la signature',
  BACK_TO_PROCESSING: 'Retour au traitement',
  OPEN_DISPUTE: 'Analyse de litige ouverte',
};

/**
 * What the history row's text is, so the remarks tab can tell the administration's request for information
 * from the beneficiary's message to its provider (both sent as `askText`), and a question from an answer.
 */
function remarkKind(event: string): RemarkKind {
  if (event === 'ASK_INFORMATION') return 'askText';
  if (event === 'ASK_PRESTATAIRE') return 'message';
  if (event === 'COMPLETE_INFORMATION') return 'answer';
  return 'justification';
}

function authorOf(tabs: DossierTabs, contactId: number | null) {
  const author = contactId === null ? undefined : tabs.authors.get(contactId);
  return author ? { id: author.id, Prenom: author.prenom, Nom: author.nom } : null;
}

/** The history tab: every state change, who made it (null for the platform), when, from and to which status. */
export function historyToWire(tabs: DossierTabs): DossierHistoryEntry[] {
  return tabs.history.map((h) => ({
    id: h.id,
    at: h.at.toISOString(),
    auteur: authorOf(tabs, h.contactId),
    fromStatut: h.fromStatut,
    toStatut: h.toStatut,
    event: h.event,
    evenement: EVENT_LABELS[h.event as HistoryEvent] ?? h.event,
    justification: h.justification,
  }));
}

/** The remarks tab: the texts exchanged along the history (justifications, requests for information, answers). */
export function remarksToWire(tabs: DossierTabs): DossierRemark[] {
  return tabs.history.flatMap((h) =>
    h.justification ? [{ id: h.id, at: h.at.toISOString(), auteur: authorOf(tabs, h.contactId), event: h.event, kind: remarkKind(h.event), texte: h.justification }] : [],
  );
}

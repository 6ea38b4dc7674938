import {
  AVIS_LABELLISATION_LABELS,
  DECISION_LABELLISATION_LABELS,
  StatutDemandeLabellisation,
  STATUT_DEMANDE_LABELLISATION_LABELS,
  STATUT_LABELLISATION_LABELS,
  TYPE_DEMANDE_LABELLISATION_LABELS,
  TYPE_RENOUVELLEMENT_LABELS,
} from '../../../domain/labellisation';
import { DROIT_LABELS, type DroitId } from '../../../domain/droits';
import type { AvisItem, DemandeHistoryItem, DemandeItem, LabelItem } from '../../../domain/wire/labellisation';
import type { LabellisationRequestEventType } from '../../../machines/labellisationRequest.machine';
import type { avisLabellisation, demandeLabellisationHistory, labels, thematiques } from '../../db/schema/index';
import type { DemandeRow } from './demande-row';
import { renewableFrom } from '../../../domain/label-validity';
import { completionProblems } from '../../../domain/labellisation-completion';

type ThematiqueRow = typeof thematiques.$inferSelect;

const EVENT_LABELS: Record<LabellisationRequestEventType | 'CREATE', string> = {
  CREATE: 'Création de la demande',
  SUBMIT: 'Soumission de la demande',
  CANCEL: 'Annulation par le prestataire',
  RECORD_OPINION: "Avis d'un centre",
  OPEN_DRC: 'Demande de renseignements complémentaires',
  ANSWER_DRC: 'Réponse du prestataire',
  VALIDATE: 'Demande validée',
  REFUSE: 'Demande refusée',
  CLOSE_WITHOUT_FOLLOW_UP: 'Demande clôturée sans suite',
  ARCHIVE: 'Demande archivée',
};

export function labelToWire(label: typeof labels.$inferSelect, thematique: ThematiqueRow | null, renewalWindowDays: number): LabelItem {
  return {
    id: label.id,
    organisationId: label.organisationId,
    type: label.type,
    typeLibelle: TYPE_DEMANDE_LABELLISATION_LABELS[label.type],
    thematique: thematique && { id: thematique.id, libelle: thematique.libelle },
    statut: label.statut,
    statutLibelle: STATUT_LABELLISATION_LABELS[label.statut],
    accordeLe: label.accordeLe,
    expireLe: label.expireLe,
    renouvelableDes: renewableFrom(label.expireLe, renewalWindowDays),
  };
}

/** What a request in introduction still lacks, read from its row and the codes of its documents' types. */
const manquantsOf = (row: DemandeRow, documentTypes: readonly string[]) =>
  row.statut === StatutDemandeLabellisation.EN_INTRODUCTION ? completionProblems({ ...row, documentTypes }) : [];

export function demandeToWire(
  row: DemandeRow,
  organisation: { id: number; nom: string },
  thematique: ThematiqueRow | null,
  { expert, competences, documentTypes }: Pick<DemandeItem, 'expert' | 'competences'> & { documentTypes: readonly string[] },
): DemandeItem {
  return {
    id: row.id,
    reference: row.reference,
    organisation,
    type: row.type,
    typeLibelle: TYPE_DEMANDE_LABELLISATION_LABELS[row.type],
    thematique: thematique && { id: thematique.id, libelle: thematique.libelle, contexteRestreint: thematique.contexteRestreint },
    statut: row.statut,
    statutLibelle: STATUT_DEMANDE_LABELLISATION_LABELS[row.statut],
    decision: row.decision,
    decisionLibelle: row.decision === null ? null : DECISION_LABELLISATION_LABELS[row.decision],
    renouvellement:
      row.typeRenouvellement !== null && row.labelId !== null
        ? { type: row.typeRenouvellement, libelle: TYPE_RENOUVELLEMENT_LABELS[row.typeRenouvellement], labelId: row.labelId }
        : null,
    soumiseLe: row.soumiseLe?.toISOString() ?? null,
    traiteeLe: row.traiteeLe?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    manquants: manquantsOf(row, documentTypes),
    expert,
    competences,
  };
}

type Author = { id: number; prenom: string; nom: string };

export function demandeHistoryToWire(row: typeof demandeLabellisationHistory.$inferSelect, author: Author | null): DemandeHistoryItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    auteur: author,
    fromStatut: row.fromStatut as DemandeHistoryItem['fromStatut'],
    toStatut: row.toStatut as DemandeHistoryItem['toStatut'],
    event: row.event,
    evenement: EVENT_LABELS[row.event as keyof typeof EVENT_LABELS] ?? row.event,
    texte: row.texte,
  };
}

export function avisToWire(row: typeof avisLabellisation.$inferSelect, author: Author): AvisItem {
  return {
    id: row.id,
    centre: DROIT_LABELS[row.droitId as DroitId] ?? '',
    auteur: { prenom: author.prenom, nom: author.nom },
    avis: row.avis,
    avisLibelle: AVIS_LABELLISATION_LABELS[row.avis],
    commentaire: row.commentaire,
    at: row.at.toISOString(),
  };
}

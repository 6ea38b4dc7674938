import { REFUSED_AT, type MachineLabels } from './machine-labels';

/** The French names of the labelling machines (labellisation requests, groups, labels, competences), drawn by the studio. */
export const LABELLISATION_LABELS: Record<string, MachineLabels> = {
  labellisationRequest: {
    states: {
      introduction: 'Introduction',
      examination: 'Examen',
      drc: 'Compléments demandés',
      completed: 'Terminée',
      closed: 'Clôturée',
      archived: 'Archivée',
    },
    events: {
      CANCEL: 'annuler',
      RECORD_OPINION: 'donner un avis',
      OPEN_DRC: 'demander des compléments',
      CLOSE_WITHOUT_FOLLOW_UP: 'clôturer sans suite',
      ANSWER_DRC: 'répondre aux compléments',
      ARCHIVE: 'archiver',
    },
  },
  submissionGroup: {
    states: { selection: 'Sélection', confirmation: 'Confirmation', submitted: 'Soumis' },
    events: { CONFIRM_SELECTION: 'confirmer la sélection' },
    guards: { rulesHold: { label: 'règles respectées', rule: 'La sélection respecte les règles de soumission des demandes de labellisation.' } },
  },
  label: {
    states: { active: 'Actif', suspended: 'Suspendu', expired: 'Expiré' },
    events: { SUSPEND: 'suspendre', RENEW: 'renouveler', EXPIRE: 'expirer', REINSTATE: 'rétablir' },
    guards: { isExpiryPassed: { label: 'dernier jour passé', rule: 'Le dernier jour de validité du label est passé.' } },
  },
  requestCompletion: {
    states: { contact: 'Contact', specificData: 'Données spécifiques', documents: 'Documents', summary: 'Récapitulatif', confirmation: 'Confirmation' },
    guards: {
      contactChosen: { label: 'contact désigné', rule: 'Un contact est désigné pour la demande.' },
      specificDataGiven: { label: 'données données', rule: 'La présentation et les références sont données.' },
      documentsJoined: { label: 'pièces jointes', rule: 'Les pièces requises sont jointes.' },
      nothingMissing: { label: 'rien ne manque', rule: 'Aucune donnée ni pièce requise ne manque.' },
    },
  },
  labellisationDrc: {
    states: { answer: 'Réponse', confirmation: 'Confirmation' },
    events: { ANSWER: 'répondre' },
    guards: { answerWritten: { label: 'réponse écrite', rule: 'La réponse aux compléments demandés est écrite.' } },
  },
  expertCompetence: {
    states: { analysis: 'Analyse', renewal: 'Renouvellement', eligible: 'Éligible', refused: 'Refusée', expired: 'Expirée', deleted: 'Supprimée' },
    events: { WITHDRAW: 'retirer', EXPIRE: 'expirer', REQUEST: 'redemander' },
    guards: { isExpiryPassed: { label: 'dernier jour passé', rule: 'Le dernier jour de validité de la compétence est passé.' } },
  },
  competenceRequest: {
    states: { expert: 'Expert', competences: 'Compétences', validation: 'Validation', creating: 'Création', created: 'Créée' },
    events: { EXPERT_CHOSEN: 'expert choisi', EXPERT_FIXED: 'expert fixé', COMPETENCES_CHOSEN: 'compétences choisies' },
    guards: {
      mayCreateCompetence: {
        label: 'création permise',
        rule: 'Le contact du prestataire peut créer une validation de compétences (Autorité, Référence, Expert : matrice des droits).',
      },
      hasExpert: { label: 'expert choisi', rule: 'Un expert est choisi.' },
      selectionHolds: { label: 'sélection valable', rule: 'Entre une et vingt compétences, toutes couvertes par une reconnaissance valide.' },
      mayChangeExpert: { label: 'expert modifiable', rule: "L'expert n'est pas fixé par la page de l'expert." },
      hasPresentation: { label: 'demande présentée', rule: 'La présentation de la demande est écrite.' },
      isRefusedAt: REFUSED_AT,
    },
  },
  document: {
    states: {
      waiting: 'En attente',
      verifiedByManager: 'Vérifié par le gestionnaire',
      refusedByManager: 'Refusé par le gestionnaire',
      validatedByBeneficiary: 'Validé par le bénéficiaire',
      refusedByBeneficiary: 'Refusé par le bénéficiaire',
      automaticallyRefused: 'Refusé automatiquement',
    },
    events: {
      VERIFY_DOCUMENT: 'vérifier',
      REFUSE_DOCUMENT: 'refuser',
      BENEFICIARY_VALIDATES: 'le bénéficiaire valide',
      BENEFICIARY_REFUSES: 'le bénéficiaire refuse',
      REFUSE_AUTOMATICALLY: 'refus automatique',
    },
  },
  recognitionRequest: {
    states: { thematic: 'Thématique', validation: 'Validation', creating: 'Création', confirmation: 'Confirmation' },
    events: { CHOOSE: 'choisir', ANOTHER: 'une autre demande' },
    guards: {
      mayCreateRecognition: {
        label: 'création permise',
        rule: 'Le contact du prestataire peut créer une demande de reconnaissance (Autorité, Référence : matrice des droits).',
      },
      choiceComplete: { label: 'choix complet', rule: "Le type est choisi et, sauf pour un accès au dispositif, la thématique aussi." },
      refusedOnThematic: { label: 'refus sur la thématique', rule: 'Le serveur refuse le type ou la thématique choisis.' },
    },
  },
  requestSubmission: {
    states: { selection: 'Sélection', checking: 'Vérification', confirmation: 'Confirmation', submitting: 'Soumission', submitted: 'Soumises' },
    events: { VERIFY: 'vérifier', CHECKED: 'vérifié', CHECK_FAILED: 'vérification échouée', SUBMITTED: 'soumises' },
    guards: {
      maySubmitRequests: {
        label: 'soumission permise',
        rule: 'Le visiteur peut soumettre ce genre de demandes (matrice des droits : l’Autorité du prestataire pour les reconnaissances).',
      },
      hasSelection: { label: 'sélection faite', rule: 'Au moins une demande est choisie.' },
      noProblem: { label: 'aucun problème', rule: 'La sélection respecte toutes les règles de soumission.' },
    },
  },
};

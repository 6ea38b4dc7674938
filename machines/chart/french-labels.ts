/**
 * The short French names the studio draws in place of the code names (issue 31): one per state (its path below the
 * machine), event, guard (with its business rule), delay and invoked service. The long `description`s stay in the
 * machines; these are what fits on a box or an arrow. `{{admissibilityDays}}`-style fields are read from the running
 * configuration by the studio. `test/machines/french-labels.test.ts` fails when a machine has a name without a label.
 */

/** A guard as analysts read it: a short label on the arrow, and the rule it checks, in full. */
export interface GuardLabel {
  label: string;
  rule: string;
}

export interface MachineLabels {
  states: Record<string, string>;
  /** Events of this machine only; common ones are in COMMON_EVENTS. */
  events?: Record<string, string>;
  guards?: Record<string, GuardLabel>;
  /** Named delays of `after` transitions. */
  delays?: Record<string, string>;
  /** Invoked services, by their id: their `done` and `error` events read "<label> réussi / échoué". */
  actors?: Record<string, string>;
  /** Entry and exit actions (drawn on their states). */
  effects?: Record<string, string>;
}

/** Events several machines share, with one meaning. */
export const COMMON_EVENTS: Record<string, string> = {
  OPEN: "ouvrir l'assistant",
  GO_TO: 'aller à une étape',
  NEXT: 'suivant',
  PREVIOUS: 'précédent',
  BACK: 'retour',
  SUBMIT: 'soumettre',
  CREATED: 'créé',
  REFUSED: 'refusé par le serveur',
  SAVED: 'enregistré',
  START: 'commencer',
  LINK_OPENED: 'lien ouvert',
  AUTHENTICATED: 'identité prouvée',
  IDENTITY_REFUSED: 'identité refusée',
  IDENTITY_EXPIRED: 'identité expirée',
  TOKEN_REJECTED: 'lien refusé',
  CONFIRMED: 'confirmé',
  VALIDATE: 'valider',
  REFUSE: 'refuser',
  CONFIRM: 'confirmer',
};

const WIZARD_SCREENS = {
  chequeSetup: 'Préparation',
  cheque: 'Chèque',
  beneficiaire: 'Bénéficiaire',
  prestataire: 'Prestataire',
  recapitulatif: 'Récapitulatif',
  documents: 'Documents',
  confirmation: 'Confirmation',
};

const SCREEN_OPEN: GuardLabel = { label: 'écran ouvert', rule: "L'écran visé est ouvert au visiteur pour ce dossier (son droit, son type de contact et l'étape d'encodage)." };

const REFUSED_AT: GuardLabel = { label: 'refus sur cette étape', rule: 'Le serveur a refusé la création en désignant cette étape-ci.' };

export const FRENCH_LABELS: Record<string, MachineLabels> = {
  session: {
    states: {
      disconnected: 'Déconnecté',
      restoring: 'Reprise de la session',
      loggingIn: 'Connexion',
      loggingInWithGestia: 'Connexion Gestia',
      connected: 'Connecté',
      'connected.checkingDroit': 'Vérification du droit',
      'connected.switchingToBeneficiary': 'Passage au droit bénéficiaire',
      'connected.idle': 'En cours',
      'connected.refreshingLinkedOrganisations': 'Mise à jour des organisations',
      'connected.swappingDroit': 'Changement de droit',
      loggingOut: 'Déconnexion',
    },
    events: {
      MAINTENANCE: 'maintenance',
      API_VERSION_MISMATCH: 'nouvelle version',
      RESTORE: 'reprendre',
      LOGIN: 'se connecter',
      LOGIN_GESTIA: 'se connecter par Gestia',
      LOGOUT: 'se déconnecter',
      OPEN_AREA: 'ouvrir une zone',
      SESSION_EXPIRED: 'session expirée',
      REFRESH_LINKED_ORGANISATIONS: 'organisations changées',
      SWAP_DROIT: 'changer de droit',
    },
    guards: {
      isMaintenanceError: { label: 'en maintenance', rule: 'Le serveur a répondu que la plateforme est en maintenance (503).' },
      mayOpenArea: { label: 'zone permise', rule: 'Le droit de la session ouvre la zone demandée (matrice des droits, spec section 6).' },
      isProviderWithoutProviderOrganisation: {
        label: 'prestataire sans organisation',
        rule: "Le droit est prestataire, mais l'utilisateur n'est lié à aucune organisation prestataire.",
      },
      canSwapDroit: { label: 'droit détenu', rule: "L'utilisateur détient le droit qu'il choisit, et ce n'est pas celui de la session." },
    },
    actors: {
      restoreSession: 'reprise de la session',
      loginWithPassword: 'connexion',
      loginWithGestia: 'connexion Gestia',
      switchToBeneficiary: 'passage au droit bénéficiaire',
      refreshLinkedOrganisations: 'mise à jour des organisations',
      swapDroit: 'changement de droit',
      logout: 'déconnexion',
    },
  },
  idleLogout: {
    states: {
      notStarted: 'Pas commencé',
      running: 'Surveillance',
      'running.visible': 'Onglet visible',
      'running.visible.watching': 'En attente',
      'running.visible.warned': 'Averti',
      'running.hidden': 'Onglet caché',
      loggedOut: 'Déconnecté',
    },
    events: {
      TIMER_REMOVED: 'surveillance arrêtée',
      ACTIVITY: 'activité',
      MOUSE_MOVE: 'mouvement de souris',
      EXTERNAL_ACTIVITY: "activité dans un autre onglet",
      VISIBILITY_HIDDEN: 'onglet caché',
      VISIBILITY_VISIBLE: 'onglet visible',
    },
    guards: {
      isStoredActivityStale: { label: 'activité trop ancienne', rule: "La dernière activité enregistrée date de plus d'une heure." },
      isMouseMoveCounted: { label: 'mouvement compté', rule: 'Le dernier mouvement de souris compté date de plus que l’intervalle minimal.' },
      isWarningDue: { label: "heure de l'avertissement passée", rule: "Quinze minutes sans activité sont écoulées : l'avertissement est dû." },
    },
    delays: { untilWarning: "15 minutes d'inactivité", untilLogout: '5 minutes de plus' },
    effects: { logout: 'déconnecte la session' },
  },
  dossierStatus: {
    states: {
      introduction: '1 · Introduction',
      'introduction.encoding': 'Encodage',
      'introduction.dataLocked': 'Données verrouillées',
      examination: '2 · Examen de la demande',
      moreInfoRequested: '5 · Informations demandées',
      examinationAfterInfoCompleted: '14 · Examen après informations',
      requestInadmissible: '3 · Demande irrecevable',
      awaitingSharePayment: '4 · Attente de la quote-part',
      serviceConfirmed: '6 · Prestation confirmée',
      'serviceConfirmed.reportInProgress': 'Rapport en cours',
      'serviceConfirmed.reportSubmittedToBeneficiary': 'Rapport soumis au bénéficiaire',
      serviceExamination: '7 · Examen de la prestation',
      serviceSuspended: '17 · Prestation suspendue',
      serviceAwaitingInfo: '9 · Prestation en attente d’informations',
      serviceExaminationAfterInfoCompleted: '19 · Examen après informations',
      serviceApproved: '10 · Prestation approuvée',
      settled: '11 · Soldé',
      serviceCancelled: '12 · Prestation annulée',
      serviceCancelledByProvider: '16 · Annulée par le prestataire',
      cancelledSettled: '13 · Annulé soldé',
      cancelledAfterSettlement: '18 · Annulé après solde',
      requestCancelledByProvider: '15 · Demande annulée par le prestataire',
      obsolete: '8 · Obsolète',
      deleted: 'Supprimé',
    },
    events: {
      CANCEL_INTRODUCED: 'annuler la demande',
      MARK_OBSOLETE: 'déclarer obsolète',
      VALIDATE_INTRODUCTION: "valider l'introduction",
      DELETE_DOSSIER: 'supprimer le dossier',
      SUBMIT_INTRODUCTION: 'soumettre la demande',
      DECLARE_ADMISSIBLE: 'déclarer recevable',
      DECLARE_INADMISSIBLE: 'déclarer irrecevable',
      ASK_INFORMATION: 'demander des informations',
      ACCEPT_TACITLY: 'recevable tacitement',
      EDIT_DOSSIER: 'corriger le dossier',
      COMPLETE_INFORMATION: 'compléter les informations',
      REGISTER_SHARE_PAYMENT: 'quote-part payée',
      CANCEL_SERVICE_BY_PROVIDER: 'annulation par le prestataire',
      CANCEL_SERVICE: 'annuler la prestation',
      SUBMIT_REPORT_TO_BENEFICIARY: 'soumettre le rapport',
      BENEFICIARY_VALIDATES_REPORT: 'le bénéficiaire valide',
      BENEFICIARY_REFUSES_REPORT: 'le bénéficiaire refuse',
      AUTO_REJECT_REPORT: 'rejet automatique',
      APPROVE_SERVICE: 'approuver la prestation',
      CANCEL_AND_SETTLE: 'annuler et solder',
      SETTLE: 'solder',
      CANCEL_AFTER_SETTLEMENT: 'annuler après solde',
    },
    guards: {
      isDeadlinePassed: { label: 'délai écoulé', rule: 'Le dernier jour du délai légal est passé (le jour de l’envoi est après ce dernier jour).' },
    },
    effects: {
      lockData: 'verrouille les données du dossier',
      startValidationCountdown: 'lance le délai de validation du bénéficiaire ({{reportAutoRejectDays}} jours ouvrables)',
    },
  },
  introductionWizard: {
    states: { ...WIZARD_SCREENS, competences: 'Compétences', prestation: 'Prestation', financier: 'Financier', specificites: 'Spécificités' },
    events: { SUBMITTED: 'soumis' },
    guards: { isOpen: SCREEN_OPEN },
    effects: { showScreen: "affiche l'écran" },
  },
  initiationWizard: {
    states: WIZARD_SCREENS,
    guards: { isOpen: SCREEN_OPEN },
    effects: { showScreen: "affiche l'écran" },
  },
  contactLink: {
    states: { unlinked: 'Sans lien', pending: 'En attente', validated: 'Validé', refused: 'Refusé', ended: 'Terminé' },
    events: {
      REQUEST_LINK: 'demander le lien',
      ADD_LINK: 'ajouter le lien',
      VALIDATE_LINK: 'valider le lien',
      REFUSE_LINK: 'refuser le lien',
      DELETE_LINK: 'supprimer le lien',
      EDIT_ORGANISATION: "modifier l'organisation",
    },
    guards: {
      isOrganisationAuthority: { label: 'Autorité de l’organisation', rule: "L'auteur est une Autorité validée de l'organisation du lien." },
      isAuthorityLink: { label: 'lien d’Autorité', rule: 'Le contact du lien y est Autorité.' },
    },
  },
  organisationWizard: {
    states: {
      setup: 'Préparation',
      editing: 'Saisie',
      'editing.identite': 'Identité',
      'editing.pme': 'Données PME',
      'editing.contacts': 'Contacts',
      'editing.adresses': 'Adresses',
      'editing.recapitulatif': 'Récapitulatif',
      creating: 'Création',
      created: 'Créée',
    },
    events: {
      IDENTITE_SAVED: 'identité enregistrée',
      PME_SAVED: 'données PME enregistrées',
      CONTACTS_SAVED: 'contacts enregistrés',
      ADRESSES_SAVED: 'adresses enregistrées',
    },
    guards: {
      mayCreateBeneficiary: {
        label: 'création permise',
        rule: "Le visiteur peut créer une organisation bénéficiaire : contact Autorité ou Référence d'une organisation prestataire, connecté comme prestataire (matrice des droits).",
      },
      isReachable: { label: 'étape atteignable', rule: "Toutes les étapes avant celle visée sont faites." },
      isIdentified: { label: 'organisation identifiée', rule: 'Une entreprise connue de la Banque-Carrefour, ou une entreprise étrangère identifiée et nommée.' },
      isPmeValid: { label: 'données PME cohérentes', rule: 'Les données PME sont cohérentes avec le type choisi.' },
      hasAuthorityAndReference: { label: 'Autorité et Référence', rule: 'Une Autorité et une Référence sont désignées.' },
      hasHeadOfficeAndUnit: { label: 'siège et unité', rule: "Un siège social et une unité d'établissement sont donnés." },
      isRefusedAt: REFUSED_AT,
    },
  },
  signup: {
    states: {
      foreword: 'Avant-propos',
      authentication: 'Identification',
      personalData: 'Données personnelles',
      validation: 'Validation',
      confirmation: 'Confirmation',
      confirmed: 'Confirmé',
    },
    events: { IDENTITY_CARRIED: 'identité reprise', ACCOUNT_CREATED: 'compte créé' },
  },
  validateAccount: {
    states: {
      foreword: 'Avant-propos',
      authentication: 'Identification',
      personalData: 'Données personnelles',
      confirmation: 'Confirmation',
      confirmed: 'Confirmé',
    },
    events: { ACCOUNT_SAVED: 'compte enregistré' },
    guards: { hasLiveToken: { label: 'lien valide', rule: "Le lien de validation reçu par courriel n'a pas expiré et n'a pas servi." } },
  },
  drcAnswer: {
    states: { reponse: 'Réponse', envoi: 'Envoi', confirmation: 'Confirmation' },
    events: { SEND: 'envoyer', ANSWERED: 'réponse reçue' },
    guards: { fileLeftUnattached: { label: 'fichier non joint', rule: "Un fichier est choisi mais n'est pas joint à la réponse." } },
  },
  resetPassword: {
    states: {
      request: 'Demande',
      'request.editing': 'Saisie',
      'request.sent': 'Envoyée',
      validation: 'Vérification du lien',
      'validation.checking': 'Vérification',
      'validation.refused': 'Lien refusé',
      password: 'Nouveau mot de passe',
      confirmation: 'Confirmation',
    },
    events: {
      REQUEST_SENT: 'demande envoyée',
      REQUEST_AGAIN: 'redemander',
      TOKEN_VALID: 'lien valide',
      TOKEN_REFUSED: 'lien refusé',
      PASSWORD_CHANGED: 'mot de passe changé',
    },
  },
  serviceReport: {
    states: {
      description: 'Description',
      specificites: 'Spécificités',
      recapitulatif: 'Récapitulatif',
      documents: 'Documents',
      'documents.awaitingInvoice': 'Facture attendue',
      'documents.awaitingActivityReport': "Rapport d'activité attendu",
      'documents.complete': 'Documents complets',
      submitted: 'Soumis au bénéficiaire',
      'submitted.awaitingActivityReport': "Rapport d'activité attendu",
      'submitted.complete': 'Complet',
      decided: 'Décidé',
      'decided.validated': 'Validé',
      'decided.refused': 'Refusé',
      'decided.autoRejected': 'Rejeté automatiquement',
    },
    events: {
      OPEN_SCREEN: 'ouvrir un écran',
      SAVE_DESCRIPTION: 'enregistrer la description',
      SAVE_SPECIFICITES: 'enregistrer les spécificités',
      CONFIRM_RECAP: 'confirmer le récapitulatif',
      INVOICE_UPLOADED: 'facture déposée',
      ACTIVITY_REPORT_UPLOADED: "rapport d'activité déposé",
      SUBMIT_TO_BENEFICIARY: 'soumettre au bénéficiaire',
      BENEFICIARY_REFUSES: 'le bénéficiaire refuse',
      AUTO_REJECTED: 'rejeté automatiquement',
      BENEFICIARY_VALIDATES: 'le bénéficiaire valide',
    },
    guards: {
      mayOpenReportScreen: {
        label: 'écran permis',
        rule: "Le dossier est en statut 6 et le visiteur a droit à cet écran à cette étape (prestataire pour la saisie et les documents, bénéficiaire pour la décision).",
      },
    },
  },
  managerWorkflow: {
    states: { assignation: 'Assignation', traitement: 'Traitement', signature: 'Signature', analyseLitige: 'Analyse du litige' },
    events: {
      ASSIGN: 'assigner',
      START_PROCESSING: 'commencer le traitement',
      SEND_TO_SIGNATURE: 'envoyer à la signature',
      OPEN_DISPUTE: 'ouvrir un litige',
      BACK_TO_PROCESSING: 'retour au traitement',
    },
  },
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

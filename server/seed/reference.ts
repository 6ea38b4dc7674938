import type { Db } from '../db/client';
import { thematiques, typesAide, typesDocument } from '../db/schema/index';
import { CONTEXTE_INTRO_DOSSIER, CONTEXTE_PHOTO_CONTACT, CONTEXTE_REPONSE_DRC, TYPE_DOCUMENT_PHOTO_CONTACT, TYPE_DOCUMENT_REPONSE_DRC } from '../../domain/documents';
import { CONTEXTE_DEMANDE_LABELLISATION, TYPE_DOCUMENT_CV_EXPERT_LABELLISATION } from '../../domain/labellisation-completion';
import { CONTEXTE_RAPPORT_PRESTATION, REPORT_DOCUMENT_TYPE_CODES } from '../../domain/service-report';
import { Plateforme } from '../../domain/platforms';

/**
 * The platform's catalogues, needed on every database (demo or not): the vouchers dossiers are filed
 * against, of both platforms (each server reads only its own platform's: PLATFORM_ID), and the document types
 * of an introduction. Inserted by code when missing, so a start adds what a
 * new version brings and never overwrites what the administration changed.
 */
const TYPES_AIDE: Array<typeof typesAide.$inferInsert> = [
  {
    code: 'CONSEIL',
    libelle: 'Chèque Conseil',
    plateformeId: Plateforme.CE.id,
    tauxInterventionPublique: 50,
    montantMaximumParDossier: 15_000,
    description: "Conseil stratégique, organisationnel ou commercial par un prestataire labellisé, pour développer l'entreprise.",
  },
  {
    code: 'TRANSFO_NUMERIQUE',
    libelle: 'Chèque Transformation numérique',
    plateformeId: Plateforme.CE.id,
    tauxInterventionPublique: 75,
    montantMaximumParDossier: null,
    description: 'Diagnostic, plan et accompagnement de la transformation numérique : outils, processus, vente en ligne.',
  },
  {
    code: 'CYBERSECURITE',
    libelle: 'Chèque Cybersécurité',
    plateformeId: Plateforme.CE.id,
    tauxInterventionPublique: 75,
    montantMaximumParDossier: 10_000,
    description: 'Audit de sécurité informatique et mise en œuvre des mesures de protection prioritaires.',
  },
  {
    code: 'EXPORT',
    libelle: 'Chèque Export',
    plateformeId: Plateforme.CE.id,
    tauxInterventionPublique: 50,
    montantMaximumParDossier: 20_000,
    description: "Préparation d'une stratégie d'internationalisation et prospection de nouveaux marchés.",
  },
  {
    code: 'PROPRIETE_INTELLECTUELLE',
    libelle: 'Chèque Propriété intellectuelle',
    plateformeId: Plateforme.CE.id,
    tauxInterventionPublique: 80,
    montantMaximumParDossier: 12_000,
    description: 'Stratégie de protection des innovations : recherche d’antériorités, dépôt de brevet ou de marque.',
  },
  {
    code: 'AUDIT_ENERGETIQUE',
    libelle: 'Chèque Audit énergétique',
    plateformeId: Plateforme.TLPE.id,
    tauxInterventionPublique: 75,
    montantMaximumParDossier: 25_000,
    description: "Audit énergétique du site et plan d'actions de réduction des consommations.",
  },
  {
    code: 'EFFICACITE_ENERGETIQUE',
    libelle: 'Chèque Efficacité énergétique',
    plateformeId: Plateforme.TLPE.id,
    tauxInterventionPublique: 50,
    montantMaximumParDossier: 40_000,
    description: "Étude et accompagnement de la mise en œuvre des mesures d'économie d'énergie : isolation, éclairage, récupération de chaleur, régulation.",
  },
  {
    code: 'ENERGIES_RENOUVELABLES',
    libelle: 'Chèque Énergies renouvelables',
    plateformeId: Plateforme.TLPE.id,
    tauxInterventionPublique: 50,
    montantMaximumParDossier: null,
    description: "Étude de faisabilité et dimensionnement d'une production d'énergie renouvelable sur le site : photovoltaïque, pompe à chaleur, biomasse.",
  },
];

const TYPES_DOCUMENT_INTRO: Array<typeof typesDocument.$inferInsert> = [
  { code: 'OFFRE_SIGNEE', libelle: 'Offre de services signée', obligatoire: true },
  { code: 'DECLARATION_PME', libelle: 'Déclaration PME du bénéficiaire', obligatoire: true },
  { code: 'CV_EXPERT', libelle: "Curriculum vitae de l'expert", obligatoire: false },
  { code: 'PLANNING_DETAILLE', libelle: 'Planning détaillé', obligatoire: false },
  { code: 'AUTRE', libelle: 'Autre document', obligatoire: false },
].map((type, ordre) => ({ ...type, contexte: CONTEXTE_INTRO_DOSSIER, ordre }));

/** The service report's two documents (domain/service-report.ts): both are needed before it is submitted. */
const TYPES_DOCUMENT_RAPPORT: Array<typeof typesDocument.$inferInsert> = [
  { code: REPORT_DOCUMENT_TYPE_CODES.facture, libelle: 'Facture', obligatoire: true },
  { code: REPORT_DOCUMENT_TYPE_CODES.rapportActivite, libelle: "Rapport d'activité", obligatoire: true },
].map((type, ordre) => ({ ...type, contexte: CONTEXTE_RAPPORT_PRESTATION, ordre }));

/** What an answer to a request for information comes with. */
const TYPE_DOCUMENT_DRC: typeof typesDocument.$inferInsert = { code: TYPE_DOCUMENT_REPONSE_DRC, libelle: 'Pièce jointe à une réponse', contexte: CONTEXTE_REPONSE_DRC };

/** What a labellisation request's completion may come with; an expert's CV is what a competence validation needs. */
const TYPES_DOCUMENT_DEMANDE_LABELLISATION: Array<typeof typesDocument.$inferInsert> = [
  { code: TYPE_DOCUMENT_CV_EXPERT_LABELLISATION, libelle: "Curriculum vitae de l'expert" },
  { code: 'LABELLISATION_ATTESTATION_CLIENT', libelle: 'Attestation de client' },
  { code: 'LABELLISATION_PRESENTATION', libelle: 'Présentation du prestataire' },
  { code: 'LABELLISATION_AUTRE', libelle: 'Autre pièce' },
].map((type, ordre) => ({ ...type, contexte: CONTEXTE_DEMANDE_LABELLISATION, ordre }));

/**
 * The themes providers are recognised on. Those of the restricted context (programmes reserved to providers
 * the administration selects itself) need no system access (spec section 4); which themes they are is ours.
 */
const THEMATIQUES: Array<typeof thematiques.$inferInsert> = [
  { code: 'STRATEGIE', libelle: 'Stratégie et développement' },
  { code: 'NUMERIQUE', libelle: 'Transformation numérique' },
  { code: 'CYBERSECURITE', libelle: 'Cybersécurité' },
  { code: 'INTERNATIONAL', libelle: 'Développement international' },
  { code: 'ENERGIE', libelle: 'Transition énergétique' },
  { code: 'ECONOMIE_CIRCULAIRE', libelle: 'Économie circulaire' },
  { code: 'AUDIT_REGLEMENTAIRE', libelle: 'Audit énergétique réglementaire', contexteRestreint: true },
];

/** A contact's photo is kept as a document of this type, owned by no dossier: the contact points at it. */
const TYPE_DOCUMENT_PHOTO: typeof typesDocument.$inferInsert = { code: TYPE_DOCUMENT_PHOTO_CONTACT, libelle: 'Photo du contact', contexte: CONTEXTE_PHOTO_CONTACT };

export async function seedReferenceData(db: Db) {
  await db.insert(thematiques).values(THEMATIQUES).onConflictDoNothing({ target: thematiques.code });
  await db.insert(typesAide).values(TYPES_AIDE).onConflictDoNothing({ target: typesAide.code });
  await db.insert(typesDocument).values([...TYPES_DOCUMENT_INTRO, ...TYPES_DOCUMENT_RAPPORT, TYPE_DOCUMENT_DRC, ...TYPES_DOCUMENT_DEMANDE_LABELLISATION, TYPE_DOCUMENT_PHOTO]).onConflictDoNothing({ target: typesDocument.code });
}

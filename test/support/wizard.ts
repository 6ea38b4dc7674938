import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addresses, competences, documents, dossierCompetences, dossierContacts, dossiers, typesAide, typesDocument, xAdresses } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { CONTEXTE_INTRO_DOSSIER, StatutDocument } from '../../domain/documents';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { insertDossier, type DemoParties } from './dossiers';
import type { TestApp } from './test-app';

/** The catalogue rows and demo data the wizard tests speak of. */
export async function wizardReferences(t: TestApp) {
  const db = t.database.db;
  const typeAide = async (code: string) => (await db.select().from(typesAide).where(eq(typesAide.code, code)))[0]!;
  const competence = async (code: string) => (await db.select().from(competences).where(eq(competences.code, code)))[0]!;
  const unitOf = async (organisationId: number) =>
    (
      await db
        .select({ id: addresses.id })
        .from(xAdresses)
        .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
        .where(and(eq(xAdresses.organisationId, organisationId), eq(addresses.typeAdresse, TypeAdresse.UNITE_ETABLISSEMENT)))
    )[0]!.id;
  // The introduction's document types (the service report has its own).
  const documentTypes = await db.select().from(typesDocument).where(eq(typesDocument.contexte, CONTEXTE_INTRO_DOSSIER));
  return {
    conseil: await typeAide('CONSEIL'),
    numerique: await typeAide('TRANSFO_NUMERIQUE'),
    energie: await typeAide('AUDIT_ENERGETIQUE'),
    strat: await competence('STRAT'),
    num: await competence('NUM'),
    rh: await competence('RH'),
    unitOf,
    mandatoryDocumentTypes: documentTypes.filter((d) => d.obligatoire),
    optionalDocumentType: documentTypes.find((d) => !d.obligatoire)!,
  };
}

export type WizardReferences = Awaited<ReturnType<typeof wizardReferences>>;

/**
 * Completes an inserted introduction of Menuiserie Dupont SRL by Conseil & Transition SRL with everything
 * GET /is-valid asks for (and, with `documents`, a row for each mandatory document type, without files).
 */
export async function completeIntroduction(t: TestApp, p: DemoParties, r: WizardReferences, dossierId: number, { documents: withDocuments = false } = {}) {
  const db = t.database.db;
  await db
    .update(dossiers)
    .set({
      typeAideId: r.conseil.id,
      beneficiaireId: p.entreprise,
      uniteEtablissementId: await r.unitOf(p.entreprise),
      prestataireId: p.prestataire,
      titre: 'Plan stratégique',
      objectifGeneral: 'Structurer la croissance.',
      valeurAjoutee: 'Une feuille de route partagée.',
      dateDebutEstimee: '2030-01-10',
      dateFinEstimee: '2030-03-10',
      planning: 'Trois ateliers puis un rapport.',
      nombreJours: 6,
      montantTotal: 2000,
      montantCheque: 1000,
    })
    .where(eq(dossiers.id, dossierId));
  const contact = (contactId: number, typeOrganisationId: number, typeContactId: number) => ({ dossierId, contactId, typeOrganisationId, typeContactId });
  await db
    .insert(dossierContacts)
    .values([
      contact(p.benef, TypeOrganisation.BENEFICIAIRE, TypeContact.AUTORITE),
      contact(p.presta, TypeOrganisation.PRESTATAIRE, TypeContact.AUTORITE),
      contact(p.reference, TypeOrganisation.PRESTATAIRE, TypeContact.REFERENCE),
      contact(p.information, TypeOrganisation.PRESTATAIRE, TypeContact.INFORMATION),
      contact(p.expert, TypeOrganisation.PRESTATAIRE, TypeContact.EXPERT),
    ])
    .onConflictDoNothing();
  await db.insert(dossierCompetences).values({ dossierId, competenceId: r.strat.id, pourcentage: 100 }).onConflictDoNothing();
  if (withDocuments) {
    await db.insert(documents).values(
      r.mandatoryDocumentTypes.map((type) => ({
        dossierId,
        nom: type.libelle,
        typeDocumentId: type.id,
        mime: 'application/pdf',
        taille: 10,
        sha256: '0'.repeat(64),
        storageName: `${randomUUID()}.pdf`,
        statut: StatutDocument.EN_ATTENTE,
      })),
    );
  }
}

export interface IntroductionOptions {
  /** The dossier has its provider (with its Authority assigned); false for an initiation not yet sent. */
  prestataire?: boolean;
  /** The dossier has a competence and the expert who holds it. */
  competences?: boolean;
  /** Another beneficiary than Menuiserie Dupont SRL. */
  beneficiaireId?: number;
}

/** An introduction (of Menuiserie Dupont SRL unless told) saved at `etape`, with the voucher chosen. */
export async function introductionAt(t: TestApp, p: DemoParties, r: WizardReferences, etape: EtapeEncodageId, options: IntroductionOptions = {}) {
  const { prestataire = true, competences = false } = options;
  const dossier = await insertDossier(t, {
    statut: StatutDossier.DOSSIER_INTRODUCTION,
    etape,
    beneficiaireId: options.beneficiaireId ?? p.entreprise,
    prestataireId: prestataire ? p.prestataire : null,
    assigned: prestataire ? [p.presta] : [],
  });
  const db = t.database.db;
  await db.update(dossiers).set({ typeAideId: r.conseil.id, montantTotal: null }).where(eq(dossiers.id, dossier.id));
  if (competences) {
    await db.insert(dossierCompetences).values({ dossierId: dossier.id, competenceId: r.strat.id, pourcentage: 100 });
    await db.insert(dossierContacts).values({ dossierId: dossier.id, contactId: p.expert, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.EXPERT });
  }
  return dossier;
}

/** An introduction whose data is locked: its documents screen is open. */
export async function lockedIntroduction(t: TestApp, p: DemoParties, r: WizardReferences) {
  const dossier = await introductionAt(t, p, r, EtapeEncodage.DossierUpload);
  await completeIntroduction(t, p, r, dossier.id);
  return dossier;
}

/** GET with the caller's bearer. */
export function get(t: TestApp, authorization: string, url: string) {
  return t.app.inject({ url, headers: { authorization } });
}

/** An introduction at the recap of the demo provider, assigned to the demo manager, with everything validation and submission ask for. */
export async function readyIntroduction(t: TestApp, p: DemoParties, r: WizardReferences) {
  const dossier = await insertDossier(t, {
    statut: StatutDossier.DOSSIER_INTRODUCTION,
    etape: EtapeEncodage.DossierValidation,
    beneficiaireId: p.entreprise,
    prestataireId: p.prestataire,
    gestionnaireId: p.gestionnaire,
    assigned: [p.presta],
  });
  await completeIntroduction(t, p, r, dossier.id, { documents: true });
  return dossier;
}

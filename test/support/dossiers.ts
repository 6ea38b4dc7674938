import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contactDroits, contacts, documents, dossierContacts, dossierHistory, dossiers, organisations, rapportsPrestation, typesDocument, xContacts } from '../../server/db/schema/index';
import { demoPasswordHash } from '../../server/seed/demo-contacts';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutDocument } from '../../domain/documents';
import { EtapeEncodage, EtapePrestation, type EtapeEncodageId } from '../../domain/encoding-steps';
import { REPORT_DOCUMENT_TYPE_CODES } from '../../domain/service-report';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { Plateforme } from '../../domain/platforms';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import type { TestApp } from './test-app';

/** The demo organisations and contacts of the seed, by the names the tests speak of. */
export async function demoParties(t: TestApp) {
  const db = t.database.db;
  const organisation = async (nom: string) => (await db.select().from(organisations).where(eq(organisations.nomLong, nom)))[0]!.id;
  const contact = async (login: string) => (await db.select().from(contacts).where(eq(contacts.nomUtilisateur, login)))[0]!.id;
  return {
    prestataire: await organisation('Conseil & Transition SRL'),
    entreprise: await organisation('Menuiserie Dupont SRL'),
    porteurProjet: await organisation('Sophie Lambert (porteuse de projet)'),
    etrangere: await organisation('Lumière Industrie SAS'),
    pouvoirPublic: await organisation('Commune de Gembloux'),
    grandeEntreprise: await organisation('Verrerie Wallonne SA'),
    presta: await contact('demo.presta'),
    reference: await contact('demo.reference'),
    expert: await contact('demo.expert'),
    information: await contact('demo.information'),
    benef: await contact('demo.benef'),
    gestionnaire: await contact('demo.gestionnaire'),
  };
}

export type DemoParties = Awaited<ReturnType<typeof demoParties>>;

/** A provider organisation of its own with an Authority contact `login`: an outsider to the demo dossiers. */
export async function createOutsiderProvider(t: TestApp, login: string) {
  const db = t.database.db;
  const [organisation] = await db
    .insert(organisations)
    .values({ typeOrganisationId: TypeOrganisation.PRESTATAIRE, nomLong: `Autre Conseil ${login}`, plateformeId: Plateforme.CE.id })
    .returning();
  const [contact] = await db
    .insert(contacts)
    .values({ email: `${login}@demo.example`, nomUtilisateur: login, prenom: 'Autre', nom: 'Prestataire', compteValide: true, passwordHash: await demoPasswordHash() })
    .returning();
  await db.insert(contactDroits).values({ contactId: contact!.id, droitId: Droit.Prestataire });
  await db.insert(xContacts).values({
    contactId: contact!.id,
    organisationId: organisation!.id,
    typeContactId: TypeContact.AUTORITE,
    typeOrganisationId: TypeOrganisation.PRESTATAIRE,
    validationStatus: StatutValidationLien.VALIDE,
  });
  return { organisationId: organisation!.id, contactId: contact!.id };
}

let counter = 0;

export interface DossierSituation {
  statut: StatutDossierId;
  etape?: EtapeEncodageId;
  beneficiaireId: number;
  prestataireId?: number | null;
  rapportSoumisLe?: Date | null;
  /** Its running deadline's last day and alert days, as a status change would have set them. */
  dateEcheance?: string | null;
  datesAlerte?: string[];
  anciennePlateforme?: boolean;
  gestionnaireId?: number | null;
  /** Contacts assigned to the dossier on the provider's side (x_contacts). */
  assigned?: number[];
  /**
   * Its service report: written with both documents, at the documents step (ready to be submitted) or
   * submitted (the default when `rapportSoumisLe` is given).
   */
  rapport?: 'documents' | 'submitted';
}

/** A document row of the dossier (no file on disk: the tests that read one write their own). */
async function documentOf(t: TestApp, dossierId: number, code: string) {
  const db = t.database.db;
  const [type] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, code));
  const [row] = await db
    .insert(documents)
    .values({ dossierId, nom: code, typeDocumentId: type!.id, mime: 'application/pdf', taille: 1, sha256: '0', storageName: `${randomUUID()}.pdf`, statut: StatutDocument.EN_ATTENTE })
    .returning({ id: documents.id });
  return row!.id;
}

/** A written report with its invoice and activity report, at the documents step or submitted. */
export async function insertReport(t: TestApp, dossierId: number, stage: 'documents' | 'submitted') {
  await t.database.db.insert(rapportsPrestation).values({
    dossierId,
    etape: stage === 'documents' ? EtapePrestation.PrestaDocument : EtapePrestation.PrestaConfirmation,
    dateDebut: '2026-01-05',
    dateFin: '2026-03-20',
    tachesLivrables: 'Ateliers et rapport.',
    contexte: 'Projet de test.',
    typePrestation: 'COMPLETE',
    conclusion: 'Objectifs atteints.',
    numeroFacture: 'F-1',
    montantFactureHtva: 900,
    dateFacture: '2026-03-25',
    factureDocumentId: await documentOf(t, dossierId, REPORT_DOCUMENT_TYPE_CODES.facture),
    rapportActiviteDocumentId: await documentOf(t, dossierId, REPORT_DOCUMENT_TYPE_CODES.rapportActivite),
  });
}

/** A dossier inserted directly in the situation a test needs, with its creation history row. */
export async function insertDossier(t: TestApp, situation: DossierSituation) {
  const db = t.database.db;
  counter += 1;
  const [row] = await db
    .insert(dossiers)
    .values({
      reference: `TEST-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      plateformeId: Plateforme.CE.id,
      statutDossierId: situation.statut,
      etapeEncodage: situation.etape ?? EtapeEncodage.DossierConfirmation,
      beneficiaireId: situation.beneficiaireId,
      prestataireId: situation.prestataireId ?? null,
      gestionnaireId: situation.gestionnaireId ?? null,
      rapportSoumisLe: situation.rapportSoumisLe ?? null,
      dateEcheance: situation.dateEcheance ?? null,
      datesAlerte: situation.datesAlerte ?? [],
      anciennePlateforme: situation.anciennePlateforme ?? false,
      titre: 'Dossier de test',
      montantTotal: 1000,
    })
    .returning();
  if (situation.assigned?.length) {
    await db.insert(dossierContacts).values(
      situation.assigned.map((contactId) => ({
        dossierId: row!.id,
        contactId,
        typeOrganisationId: TypeOrganisation.PRESTATAIRE,
        typeContactId: TypeContact.AUTORITE,
      })),
    );
  }
  await db.insert(dossierHistory).values({ dossierId: row!.id, toStatut: situation.statut, event: 'CREATE_DOSSIER' });
  // A dossier waits for information because the administration asked for it.
  if (situation.statut === StatutDossier.DOSSIER_DEMANDE_INFOS || situation.statut === StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS) {
    await db.insert(dossierHistory).values({ dossierId: row!.id, fromStatut: situation.statut, toStatut: situation.statut, event: 'ASK_INFORMATION', justification: 'Merci de compléter le dossier.' });
  }
  const rapport = situation.rapport ?? (situation.rapportSoumisLe ? 'submitted' : undefined);
  if (rapport) await insertReport(t, row!.id, rapport);
  return row!;
}

export async function historyOf(t: TestApp, dossierId: number) {
  return t.database.db.select().from(dossierHistory).where(eq(dossierHistory.dossierId, dossierId)).orderBy(dossierHistory.id);
}

export async function dossierRow(t: TestApp, dossierId: number) {
  return (await t.database.db.select().from(dossiers).where(eq(dossiers.id, dossierId)))[0];
}

/** POST with the caller's bearer, the body as JSON when given. */
export function post(t: TestApp, authorization: string, url: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A dossier's performance as the dossier edit's first part saves it (POST /dossiers/{id}/edit/prestation). */
export const EDITED_PRESTATION = {
  titre: 'Plan de transformation numérique revu',
  objectifGeneral: 'Numériser la prise de commande.',
  valeurAjoutee: 'Des délais réduits de moitié.',
  dateDebutEstimee: '2030-02-01',
  dateFinEstimee: '2030-05-31',
  planning: 'Diagnostic, choix des outils, déploiement.',
  nombreJours: '8',
};

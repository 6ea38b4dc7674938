import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  competences,
  contacts,
  documents,
  dossierCompetences,
  dossierContacts,
  dossierHistory,
  organisations,
} from '../../db/schema/index';
import { dossierOrganisationColumns, type DossierOrganisation, type DossierTabs } from '../../db/dossier-parts';
import { LISTED_DOCUMENT_COLUMNS } from '../documents/listed';
import type { StoredDossier } from '../../db/rows';

async function organisationOf(db: Db, id: number | null): Promise<DossierOrganisation | null> {
  if (id === null) return null;
  const [organisation] = await db.select(dossierOrganisationColumns).from(organisations).where(eq(organisations.id, id));
  return organisation ?? null;
}

/** The dossier's parties, as every view of it needs them. */
export async function loadDossierParties(db: Db, { row }: StoredDossier) {
  return { beneficiaire: await organisationOf(db, row.beneficiaireId), prestataire: await organisationOf(db, row.prestataireId) };
}

/** Everything the detail tabs show besides the dossier's own columns (GET /dossiers/{id}?with[]=detailDossierAll). */
export async function loadDossierTabs(db: Db, { row }: StoredDossier): Promise<DossierTabs> {
  const [uniteEtablissement] = row.uniteEtablissementId
    ? await db.select().from(addresses).where(eq(addresses.id, row.uniteEtablissementId))
    : [];
  const [gestionnaire] = row.gestionnaireId
    ? await db
        .select({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom, email: contacts.email })
        .from(contacts)
        .where(eq(contacts.id, row.gestionnaireId))
    : [];
  const competenceRows = await db
    .select({ id: competences.id, code: competences.code, libelle: competences.libelle, pourcentage: dossierCompetences.pourcentage })
    .from(dossierCompetences)
    .innerJoin(competences, eq(competences.id, dossierCompetences.competenceId))
    .where(eq(dossierCompetences.dossierId, row.id))
    .orderBy(asc(competences.libelle));
  const contactRows = await db
    .select({
      contactId: contacts.id,
      prenom: contacts.prenom,
      nom: contacts.nom,
      email: contacts.email,
      typeOrganisationId: dossierContacts.typeOrganisationId,
      typeContactId: dossierContacts.typeContactId,
    })
    .from(dossierContacts)
    .innerJoin(contacts, eq(contacts.id, dossierContacts.contactId))
    .where(eq(dossierContacts.dossierId, row.id))
    .orderBy(asc(dossierContacts.typeOrganisationId), asc(dossierContacts.typeContactId), asc(contacts.nom));
  const documentRows = await db.select(LISTED_DOCUMENT_COLUMNS).from(documents).where(eq(documents.dossierId, row.id)).orderBy(asc(documents.createdAt), asc(documents.id));
  const history = await db.select().from(dossierHistory).where(eq(dossierHistory.dossierId, row.id)).orderBy(asc(dossierHistory.at), asc(dossierHistory.id));
  const authorIds = [...new Set(history.map((h) => h.contactId).filter((id): id is number => id !== null))];
  const authors = authorIds.length
    ? await db.select({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom }).from(contacts).where(inArray(contacts.id, authorIds))
    : [];
  return {
    uniteEtablissement: uniteEtablissement ?? null,
    gestionnaire: gestionnaire ?? null,
    competences: competenceRows,
    contacts: contactRows,
    documents: documentRows,
    history,
    authors: new Map(authors.map((a) => [a.id, a])),
  };
}

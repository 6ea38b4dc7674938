import type { addresses, competences, contacts, documents, dossierCompetences, dossierContacts, dossierHistory } from './schema/index';
import { organisations } from './schema/index';
import type { StoredDossier } from './rows';

/*
 * What the services read of a dossier for its detail and its archive, as server/wire/ shapes it into answers:
 * the read models both sides name, so that wire needs no service.
 */

/** The columns of a dossier's party (its beneficiary or provider) that every view of the dossier shows. */
export const dossierOrganisationColumns = {
  id: organisations.id,
  typeOrganisationId: organisations.typeOrganisationId,
  sousTypeOrganisationId: organisations.sousTypeOrganisationId,
  numeroBce: organisations.numeroBce,
  numeroIdentification: organisations.numeroIdentification,
  nomLong: organisations.nomLong,
  nomCourt: organisations.nomCourt,
  formeJuridique: organisations.formeJuridique,
  codesNace: organisations.codesNace,
  typePme: organisations.typePme,
  etranger: organisations.etranger,
  siteWeb: organisations.siteWeb,
  mailContact: organisations.mailContact,
};

export type DossierOrganisation = Pick<typeof organisations.$inferSelect, keyof typeof dossierOrganisationColumns>;

type ContactRow = typeof contacts.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

/** A listed document: its row, the name of whoever set its status and its type's name. */
export type ListedDocument = DocumentRow & { statutParNom: string | null; typeLibelle: string | null };

/** Everything the detail tabs show besides the dossier's own columns (GET /dossiers/{id}?with[]=detailDossierAll). */
export interface DossierTabs {
  uniteEtablissement: typeof addresses.$inferSelect | null;
  gestionnaire: Pick<ContactRow, 'id' | 'prenom' | 'nom' | 'email'> | null;
  competences: Array<Pick<typeof competences.$inferSelect, 'id' | 'code' | 'libelle'> & Pick<typeof dossierCompetences.$inferSelect, 'pourcentage'>>;
  contacts: Array<{ contactId: number } & Pick<ContactRow, 'prenom' | 'nom' | 'email'> & Pick<typeof dossierContacts.$inferSelect, 'typeOrganisationId' | 'typeContactId'>>;
  documents: ListedDocument[];
  history: Array<typeof dossierHistory.$inferSelect>;
  /** The authors of the history rows, by id. */
  authors: Map<number, Pick<ContactRow, 'id' | 'prenom' | 'nom'>>;
}

/** What the detail of a dossier the caller may see is made of: the parties always, the tabs and tooltips when asked. */
export interface DossierDetailParts {
  stored: StoredDossier;
  parties: { beneficiaire: DossierOrganisation | null; prestataire: DossierOrganisation | null };
  /** Loaded with `with[]=detailDossierAll`. */
  tabs: DossierTabs | null;
  tooltips: boolean;
  /** The last day the beneficiary may decide the report waiting for it (ISO day). */
  echeanceValidation: string | null;
  /** The platform's closing days, for the working days left. */
  closingDays: ReadonlySet<string>;
}

/** What the dossier's archive holds (issue 17): its detail with every tab, and its documents' files. */
export interface DossierArchiveParts {
  parts: DossierDetailParts;
  /** The stored files of the documents the detail lists. */
  files: DocumentRow[];
}

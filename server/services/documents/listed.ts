import { getTableColumns, sql } from 'drizzle-orm';
import { contacts, documents, typesDocument } from '../../db/schema/index';

/**
 * What a listed document selects: its columns, its type's name, and the name of whoever set its status
 * (spec section 2: every document shows its status with who set it and when), read in the document's own row.
 */
export const LISTED_DOCUMENT_COLUMNS = {
  ...getTableColumns(documents),
  statutParNom: sql<string | null>`(select ${contacts.prenom} || ' ' || ${contacts.nom} from ${contacts} where ${contacts.id} = ${documents.statutPar})`,
  typeLibelle: sql<string | null>`(select ${typesDocument.libelle} from ${typesDocument} where ${typesDocument.id} = ${documents.typeDocumentId})`,
};

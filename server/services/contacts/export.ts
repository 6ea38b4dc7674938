import type { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import { countryName } from '../../../domain/countries';
import type { ContactExportFilter } from '../../../domain/schemas/contacts';
import { byDescendingId } from '../exports/batches';
import { tableExport, type ExportColumn } from '../exports/table-export';
import { contactListConditions, ORGANISATION_NAMES, type ContactScope } from './list-query';

/** A batch of the contacts the filters select, below an id, newest first, with the organisations they are linked to. */
const batchReader = (db: Db, scope: ContactScope, filter: ContactExportFilter) => (belowId: number | null, limit: number) =>
  db
    .select({
      id: contacts.id,
      nom: contacts.nom,
      prenom: contacts.prenom,
      email: contacts.email,
      nomUtilisateur: contacts.nomUtilisateur,
      nationalite: contacts.nationalite,
      organisations: ORGANISATION_NAMES,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .where(and(contactListConditions(scope, filter), belowId === null ? undefined : lt(contacts.id, belowId)))
    .orderBy(desc(contacts.id))
    .limit(limit);

type ExportedContact = Awaited<ReturnType<ReturnType<typeof batchReader>>>[number];

const COLUMNS: ReadonlyArray<ExportColumn<ExportedContact>> = [
  { header: 'Nom', kind: 'text', value: (c) => c.nom },
  { header: 'Prénom', kind: 'text', value: (c) => c.prenom },
  { header: 'E-mail', kind: 'text', value: (c) => c.email },
  { header: "Nom d'utilisateur", kind: 'text', value: (c) => c.nomUtilisateur },
  { header: 'Nationalité', kind: 'text', value: (c) => (c.nationalite ? countryName(c.nationalite) : null) },
  { header: 'Organisations', kind: 'text', value: (c) => c.organisations.join(' ; ') },
  { header: 'Créé le', kind: 'day', value: (c) => c.createdAt.toISOString() },
];

/** POST /contacts/export: every contact of the caller's list the filters select, newest first, as CSV or XLSX. */
export function contactsExport(db: Db, scope: ContactScope, filter: ContactExportFilter): Readable {
  return tableExport(filter.format, byDescendingId(batchReader(db, scope, filter)), COLUMNS, 'Contacts');
}

import type { Db } from '../../db/client';
import type { DossierListFilter } from '../../../domain/schemas/dossiers';
import type { DossierScope } from '../../../machines/access/dossierScope';
import { LIST_COUNT_AHEAD } from './list-query';
import { listStatements } from './list-statements';
import { storedDossierOf } from './stored';

/** A party as the list names it; the name is the copy the dossier keeps (a trigger follows renames). */
function party(id: number | null, nom: string | null) {
  return id === null || nom === null ? null : { id, nom };
}

/**
 * POST /dossiers: one page of the dossiers the caller may see, filtered and sorted by the database.
 * `total` is exact when `totalExact`; otherwise at least that many dossiers match (see LIST_COUNT_AHEAD).
 */
export async function listDossiers(db: Db, scope: DossierScope, filter: DossierListFilter, countAhead = LIST_COUNT_AHEAD) {
  const statements = listStatements(db, scope, filter, countAhead);
  const rows = await statements.page.execute(statements.values);
  const [{ total } = { total: 0 }] = rows.length > 0 ? rows : await statements.count.execute(statements.values);
  return {
    items: rows.map((found) => {
      const { row, access } = storedDossierOf(found);
      return { row, access, beneficiaire: party(row.beneficiaireId, row.beneficiaireNom), prestataire: party(row.prestataireId, row.prestataireNom) };
    }),
    total,
    totalExact: total < statements.horizon,
    page: filter.page,
    perPage: filter.perPage,
  };
}

export type DossierListPage = Awaited<ReturnType<typeof listDossiers>>;
export type DossierListEntry = DossierListPage['items'][number];

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import { notFound } from '../../../domain/errors';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { authorizeDossierAction } from './authorize';
import type { DossierArchiveParts } from '../../db/dossier-parts';
import { loadDossierDetailParts } from './show';
import { findDossier } from './stored';

/** What the dossier's archive holds (issue 17), for whoever may view it: its detail with every tab, and its documents' files. */
export async function loadDossierArchive(db: Db, caller: DossierCaller, id: number): Promise<DossierArchiveParts> {
  const stored = await findDossier(db, id);
  if (!stored) throw notFound();
  authorizeDossierAction('view', stored, caller);
  const parts = await loadDossierDetailParts(db, stored, { tabs: true, tooltips: false });
  const ids = parts.tabs!.documents.map((doc) => doc.id);
  const files = ids.length ? await db.select().from(documents).where(and(eq(documents.dossierId, id), inArray(documents.id, ids))) : [];
  return { parts, files };
}

import type { Db } from '../../db/client';
import { notFound } from '../../../domain/errors';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { authorizeDossierAction } from '../dossiers/authorize';
import type { DossierDetailParts } from '../../db/dossier-parts';
import { loadDossierDetailParts } from '../dossiers/show';
import { findDossier } from '../dossiers/stored';

/**
 * What every wizard call that changes a dossier answers: the dossier as it now is, with every tab's data
 * (competences, contacts, amounts...), which the next screen and the wizard guard read. The route shapes it.
 */
export async function wizardDossierDetail(db: Db, caller: DossierCaller, dossierId: number): Promise<DossierDetailParts> {
  const stored = await findDossier(db, dossierId);
  if (!stored) throw notFound();
  authorizeDossierAction('view', stored, caller);
  return loadDossierDetailParts(db, stored, { tabs: true, tooltips: false });
}

/** A dossier the caller may see, for the wizard's look-ups about it (404 if none, 403 if not the caller's). */
export async function findViewableDossier(db: Db, caller: DossierCaller, dossierId: number) {
  const stored = await findDossier(db, dossierId);
  if (!stored) throw notFound();
  authorizeDossierAction('view', stored, caller);
  return stored;
}

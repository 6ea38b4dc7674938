import { prestationFacts } from '../../../domain/dossier-completeness';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierCompetences, dossierContacts } from '../../db/schema/index';
import { conflict, notFound } from '../../../domain/errors';
import { EtapeEncodage } from '../../../domain/encoding-steps';
import { DOSSIER_CREATION_EVENTS } from '../../../domain/dossier-history-events';
import { insertDossier } from './creation';
import type { DossierRow, StoredDossier } from '../../db/rows';
import { findDossier } from './stored';

/**
 * POST /dossiers/{id}/duplicate: a new dossier in introduction at the first step, with the source's
 * voucher, beneficiary, provider (its competences and contacts) and performance data. Not copied: the
 * documents, the history, the internal number, the manager, the deadline and the report and share
 * dates, which belong to the source's own life.
 */
export async function duplicateDossier(
  db: Db,
  { sourceId, contactId, expectedVersion, authorize, at = new Date() }: {
    sourceId: number;
    contactId: number;
    expectedVersion?: number;
    authorize: (dossier: StoredDossier) => void;
    at?: Date;
  },
): Promise<DossierRow> {
  return db.transaction(async (tx) => {
    // The source may not change or disappear while it is being copied.
    const source = await findDossier(tx, sourceId, 'share');
    if (!source) throw notFound();
    authorize(source);
    const { row } = source;
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict();
    const copy = await insertDossier(
      tx,
      {
        plateformeId: row.plateformeId,
        etapeEncodage: EtapeEncodage.DossierAide,
        typeAideId: row.typeAideId,
        beneficiaireId: row.beneficiaireId,
        uniteEtablissementId: row.uniteEtablissementId,
        prestataireId: row.prestataireId,
        ...prestationFacts(row),
        sousTraitants: row.sousTraitants,
        montantTotal: row.montantTotal,
        montantCheque: row.montantCheque,
        quotePartBeneficiaire: row.quotePartBeneficiaire,
        interventionPublique: row.interventionPublique,
        taux: row.taux,
        dossierPrealableId: row.dossierPrealableId,
        justificatifDocumentIds: row.justificatifDocumentIds,
        codesNaceSupplementaires: row.codesNaceSupplementaires,
        createdBy: contactId,
        createdAt: at,
        updatedAt: at,
      },
      { contactId, event: DOSSIER_CREATION_EVENTS.duplicated, justification: `Copie du dossier ${row.reference}.`, at },
    );
    const competences = await tx.select().from(dossierCompetences).where(eq(dossierCompetences.dossierId, row.id));
    if (competences.length) await tx.insert(dossierCompetences).values(competences.map((c) => ({ ...c, dossierId: copy.id })));
    const contacts = await tx.select().from(dossierContacts).where(eq(dossierContacts.dossierId, row.id));
    if (contacts.length) await tx.insert(dossierContacts).values(contacts.map((c) => ({ ...c, dossierId: copy.id })));
    return copy;
  });
}

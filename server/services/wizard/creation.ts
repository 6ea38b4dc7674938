import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { forbidden, invalidFields } from '../../../domain/errors';
import { EtapeEncodage } from '../../../domain/encoding-steps';
import type { AddDossierPayload } from '../../../domain/schemas/wizard';
import { dossierCreationOrganisations, type CreationCaller } from '../../../machines/access/dossierCreation';
import { wizardOfDroit } from '../../../machines/access/wizardAccess';
import { DOSSIER_CREATION_EVENTS } from '../../../domain/dossier-history-events';
import { insertDossier } from '../dossiers/creation';
import { requireTypeAide } from './types-aide';

/**
 * POST /dossiers/add, from the setup screen of either wizard: a dossier in introduction at its first step,
 * with the chosen voucher. A provider introduces it for its provider organisation, which becomes the
 * dossier's provider; a beneficiary initiates it for its beneficiary organisation (which it confirms or
 * changes at step 2). Returns the new dossier's id.
 */
export async function addDossier(db: Db, config: ServerConfig, caller: CreationCaller, payload: AddDossierPayload, at = new Date()): Promise<number> {
  const wizard = wizardOfDroit(caller.droitId);
  const organisations = dossierCreationOrganisations(caller);
  if (!wizard || organisations.length === 0) throw forbidden();
  if (payload.organisationId !== undefined && !organisations.includes(payload.organisationId)) throw forbidden();
  const organisationId = payload.organisationId ?? (organisations.length === 1 ? organisations[0] : undefined);
  if (organisationId === undefined) {
    throw invalidFields([{ field: 'organisationId', message: "Choisissez l'organisation pour laquelle vous introduisez ce dossier." }]);
  }
  return db.transaction(async (tx) => {
    await requireTypeAide(tx, payload.typeAideId, config.platform.id);
    const side = wizard === 'introduction' ? { prestataireId: organisationId } : { beneficiaireId: organisationId };
    const dossier = await insertDossier(
      tx,
      {
        plateformeId: config.platform.id,
        etapeEncodage: EtapeEncodage.DossierAide,
        typeAideId: payload.typeAideId,
        ...side,
        createdBy: caller.contactId,
        createdAt: at,
        updatedAt: at,
      },
      { contactId: caller.contactId, event: DOSSIER_CREATION_EVENTS.created, at },
    );
    return dossier.id;
  });
}

import type { FastifyInstance } from 'fastify';
import { Droit } from '../../domain/droits';
import { OrganisationAddPayload } from '../../domain/schemas/organisation-add';
import { rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadLinkedOrganisations } from '../services/auth/identity';
import { addOrganisation } from '../services/organisations/add';
import { RecordRef } from '../../domain/wire/shapes';

/** Spec section 7, Organisations: adding a beneficiary organisation. */
export async function organisationAddRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  /**
   * POST /organisations/add {typeId, sousTypeId, organisation, contacts, adresses, documents}: a session
   * under the provider right; the caller's type in one of its provider organisations decides (A, R).
   */
  app.post('/organisations/add', route({ policy: rights([Droit.Prestataire]), body: OrganisationAddPayload, result: RecordRef }), async (request) => {
    const { contactId, droitId } = requireAuth(request);
    const caller = { contactId, droitId, linkedOrganisations: await loadLinkedOrganisations(db, contactId) };
    return { result: await addOrganisation(db, config, caller, request.body) };
  });
}

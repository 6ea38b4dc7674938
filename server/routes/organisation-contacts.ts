import type { FastifyInstance } from 'fastify';
import { recordIdParam } from '../http/params';
import { SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { ValidateLinkPayload } from '../../domain/schemas/contact-links';
import { loadLinkedOrganisations } from '../services/auth/identity';
import { decideContactLink } from '../services/contact-links/decide';
import { contactLinkToWire } from '../wire/contact-link';

/** Spec section 7, Organisations: the calls on an organisation's contact links. */
export async function organisationContactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /**
   * POST /organisations/{orgId}/contact/{id}/validate {Statut, reason?}: an Authority of the organisation
   * validates (1) or refuses (2) the link {id}. Any signed-in session may ask: the Authority is one of
   * the organisation, whatever right the session is under, so the links decide, not the policy.
   */
  app.post('/organisations/:orgId/contact/:id/validate', route({ policy: SIGNED_IN, body: ValidateLinkPayload }), async (request) => {
    const organisationId = recordIdParam(request.params, 'orgId');
    const linkId = recordIdParam(request.params, 'id');
    const { contactId, droitId } = requireAuth(request);
    const caller = { contactId, droitId, linkedOrganisations: await loadLinkedOrganisations(db, contactId) };
    const { Statut, reason } = request.body;
    const link = await decideContactLink(db, { organisationId, linkId, statut: Statut, reason, caller });
    return { result: contactLinkToWire(link) };
  });
}

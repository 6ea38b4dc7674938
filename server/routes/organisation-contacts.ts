import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nullable } from 'superstruct';
import { recordIdParam } from '../http/params';
import { SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { AddLinkOrgaContactPayload, DeleteLinkPayload, SearchByEmailPayload, UpdateLinkPayload, ValidateLinkPayload } from '../../domain/schemas/contact-links';
import { loadLinkedOrganisations } from '../services/auth/identity';
import { decideContactLink } from '../services/contact-links/decide';
import { addLink, deleteLink, requestLink, searchByEmail, updateLink } from '../services/contact-links/manage';
import { contactLinkToWire } from '../wire/contact-link';
import { AddedContactLink, ContactLink, FoundContact } from '../../domain/wire/contact-links';
import { Done } from '../../domain/wire/auth';
import { mayDecideLink, mayDeleteLink } from '../../machines/access/contactLinkAccess';
import { contactLinkAccess } from './contact-link-access';

/** The contact itself, or an Authority of the organisation, before the reason is read. */
const LINK_DELETER = contactLinkAccess((caller, organisationId, params) => mayDeleteLink(caller, { contactId: recordIdParam(params, 'contactId'), organisationId }));
/** A validated Authority of the organisation, before the decision is read. */
const LINK_DECIDER = contactLinkAccess(mayDecideLink);

/**
 * Spec section 7, Organisations and Contacts: the calls on contact-organisation links. Any signed-in session
 * may ask: what the caller may do is decided by its links in the organisation (the matrix of section 6),
 * whatever right the session is under, so the handlers decide, not the policy.
 */
export async function organisationContactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function callerOf(request: FastifyRequest) {
    const { contactId, droitId } = requireAuth(request);
    return { contactId, droitId, linkedOrganisations: await loadLinkedOrganisations(db, contactId) };
  }

  /**
   * POST /organisations/addLinkOrgaContact: an Authority links a contact to its organisation (validated at
   * once), or a contact asks for itself to be linked to an organisation named by its company number (pending).
   */
  app.post('/organisations/addLinkOrgaContact', route({ policy: SIGNED_IN, body: AddLinkOrgaContactPayload, result: AddedContactLink }), async (request) => {
    const caller = await callerOf(request);
    const body = request.body;
    if (!('bce' in body)) return { result: contactLinkToWire(await addLink(db, caller, body)) };
    const { link, organisation } = await requestLink(db, caller, body);
    return { result: { ...contactLinkToWire(link), organisation } };
  });

  /** POST /organisations/{orgId}/contact/{id}/update: function, phone and e-mail of the link, by the organisation's Authority. */
  app.post('/organisations/:orgId/contact/:id/update', route({ policy: SIGNED_IN, body: UpdateLinkPayload, result: ContactLink }), async (request) => {
    const link = await updateLink(db, await callerOf(request), recordIdParam(request.params, 'orgId'), recordIdParam(request.params, 'id'), request.body);
    return { result: contactLinkToWire(link) };
  });

  /** POST /contacts/{contactId}/type/{typeId}/organisation/{orgId}/delete {reason} */
  app.post('/contacts/:contactId/type/:typeId/organisation/:orgId/delete', route({ policy: SIGNED_IN, access: LINK_DELETER, body: DeleteLinkPayload, result: Done }), async (request) => {
    await deleteLink(db, await callerOf(request), {
      contactId: recordIdParam(request.params, 'contactId'),
      typeContactId: recordIdParam(request.params, 'typeId'),
      organisationId: recordIdParam(request.params, 'orgId'),
      reason: request.body.reason,
    });
    return { result: true };
  });

  /** POST /contacts/searchByEmail {email, organisationId}: null when nobody has that e-mail. */
  app.post('/contacts/searchByEmail', route({ policy: SIGNED_IN, body: SearchByEmailPayload, result: nullable(FoundContact) }), async (request) => ({
    result: await searchByEmail(db, await callerOf(request), request.body),
  }));

  /** POST /organisations/{orgId}/contact/{id}/validate {Statut, reason?, version}: an Authority of the organisation validates (1) or refuses (2) the link {id} it read at `version`. */
  app.post('/organisations/:orgId/contact/:id/validate', route({ policy: SIGNED_IN, access: LINK_DECIDER, body: ValidateLinkPayload, result: ContactLink }), async (request) => {
    const organisationId = recordIdParam(request.params, 'orgId');
    const linkId = recordIdParam(request.params, 'id');
    const caller = await callerOf(request);
    const { Statut, reason, version } = request.body;
    const link = await decideContactLink(db, { organisationId, linkId, statut: Statut, reason, version, caller });
    return { result: contactLinkToWire(link) };
  });
}

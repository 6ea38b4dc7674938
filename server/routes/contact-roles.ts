import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordIdParam } from '../http/params';
import { SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadIdentity, loadLinkedOrganisations } from '../services/auth/identity';
import { addPorteur, setPorteurActif } from '../services/contacts/porteur';
import { contactToWire } from '../wire/contact';
import type { Db } from '../db/client';
import type { RequestAuth } from '../plugins/context';
import { WhoamiUser } from '../../domain/wire/auth';

/** The caller with its current links, whatever right its session is under: the role is the contact's, not the session's. */
async function callerOf(db: Db, auth: RequestAuth) {
  return { contactId: auth.contactId, droitId: auth.droitId, linkedOrganisations: await loadLinkedOrganisations(db, auth.contactId) };
}

/**
 * Spec section 7, Contacts: the project-holder role of a contact (toggle the project-holder role, matrix row
 * A, R, E, I of section 6, for the caller itself only). These GET calls change data, as the spec's paths say:
 * like every change they need a live bearer session, are judged on the server, and are idempotent. Each answers
 * the contact as GET /auth/whoami shows it, so the screen shows the role's new state.
 */
export async function contactRoleRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  // No HEAD twin (Fastify adds one to every GET and runs the same handler): a HEAD must change nothing.
  const declaration = { ...route({ policy: SIGNED_IN, result: WhoamiUser }), exposeHeadRoute: false };
  const answer = async (reply: FastifyReply, contactId: number) => {
    // An answer that reflects a change is never kept by a cache.
    reply.header('cache-control', 'no-store');
    return { result: contactToWire((await loadIdentity(db, contactId))!) };
  };

  for (const [path, actif] of [['enable', true], ['disable', false]] as const) {
    app.get(`/contacts/:id/porteur/${path}`, declaration, async (request, reply) => {
      const contactId = recordIdParam(request.params, 'id');
      await setPorteurActif(db, await callerOf(db, requireAuth(request)), contactId, actif);
      return answer(reply, contactId);
    });
  }

  app.get('/contacts/:id/addPorteur', declaration, async (request, reply) => {
    const contactId = recordIdParam(request.params, 'id');
    await addPorteur(db, await callerOf(db, requireAuth(request)), contactId, config.platform.id);
    return answer(reply, contactId);
  });
}

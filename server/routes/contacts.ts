import type { FastifyInstance } from 'fastify';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { AvailableExpertsQuery } from '../../domain/schemas/organisation-search';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findViewableDossier } from '../services/wizard/detail';
import { loadExperts } from '../services/wizard/experts';

/** Spec section 7, Contacts: the experts the competences step offers. */
export async function contactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /**
   * GET /contacts/available-experts-for-dossier/{dossierId}?competences=a,b: the experts of the dossier's
   * provider holding at least one of those competences (all of them without any), each with what it holds.
   */
  const declaration = route({ policy: dossierActionPolicy('view'), query: AvailableExpertsQuery });
  app.get('/contacts/available-experts-for-dossier/:dossierId', declaration, async (request) => {
    const dossierId = recordIdParam(request.params, 'dossierId');
    const { competences } = request.query;
    const caller = await loadDossierCaller(db, requireAuth(request));
    const { row } = await findViewableDossier(db, caller, dossierId);
    const experts = row.prestataireId === null ? [] : await loadExperts(db, row.prestataireId);
    const wanted = competences.length === 0 ? experts : experts.filter((e) => e.competences.some((c) => competences.includes(c.id)));
    return { result: wanted };
  });
}

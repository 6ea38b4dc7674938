import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, coerce, enums, record, string, type, unknown } from 'superstruct';
import { DOSSIER_MANAGER_DROITS, Droit } from '../../domain/droits';
import { ORGANISATION_WITH } from '../../domain/wire/organisations';
import { notFound } from '../http/errors';
import { recordIdParam } from '../http/params';
import { rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findOrganisation } from '../services/organisations/detail';
import { mayViewOrganisationRecord } from '../services/organisations/scope';
import { organisationDetail } from '../services/organisations/show';

/** `?with[]=a&with[]=b` arrives as an array, a single `with[]=a` as a string: both become `{ with: [...] }`. */
const OrganisationDetailQuery = coerce(type({ with: array(enums(ORGANISATION_WITH)) }), record(string(), unknown()), (query) => {
  const raw = query['with[]'] ?? query.with ?? [];
  return { with: Array.isArray(raw) ? raw : [raw] };
});

/** Organisations are read by the two sides through their links, and by the administration, which sees them all. */
const ORGANISATION_READERS = rights([Droit.Prestataire, Droit.Beneficiaire, ...DOSSIER_MANAGER_DROITS]);

/** Spec section 7, Organisations: the list of the provider area, an organisation's detail, and its edits. */
export async function organisationRecordRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The organisation of the path with the caller, when the caller may view it; 404 otherwise (it does not say whether it exists). */
  async function viewable(request: FastifyRequest) {
    const id = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    const row = await findOrganisation(db, id);
    if (!row || !(await mayViewOrganisationRecord(db, caller, id))) throw notFound();
    return { row, caller };
  }

  app.get('/organisations/:id', route({ policy: ORGANISATION_READERS, query: OrganisationDetailQuery }), async (request) => {
    const { row, caller } = await viewable(request);
    return { result: await organisationDetail(db, row, caller, request.query.with) };
  });
}

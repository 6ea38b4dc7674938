import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, coerce, enums, record, string, type, unknown } from 'superstruct';
import { OrganisationDetail, OrganisationPage } from '../../domain/wire/organisations';
import { DeletedRecord } from '../../domain/wire/shapes';
import { DOSSIER_MANAGER_DROITS, Droit } from '../../domain/droits';
import { CommercialInfoPayload, OrganisationDeletePayload, OrganisationExportFilter, OrganisationListFilter, OrganisationUpdatePayload } from '../../domain/schemas/organisations';
import { ORGANISATION_WITH } from '../../domain/wire/organisation-with';
import { mayActInOrganisation } from '../../machines/access/organisationActions';
import { forbidden, notFound } from '../../domain/errors';
import { recordIdParam } from '../http/params';
import { rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findOrganisation, type OrganisationRow } from '../services/organisations/detail';
import { listOrganisations, type BeneficiaryScope } from '../services/organisations/list';
import { beneficiariesExport } from '../services/organisations/export';
import { sendExport } from '../http/export-reply';
import { mayViewOrganisationRecord, providerOrganisationsFor } from '../services/organisations/scope';
import { organisationDetail } from '../services/organisations/show';
import { updateCommercialInfo, updateOrganisation } from '../services/organisations/update';
import { organisationAccess } from './organisation-access';
import { deleteOrganisation } from '../services/organisations/delete';

/** `?with[]=a&with[]=b` arrives as an array, a single `with[]=a` as a string: both become `{ with: [...] }`. */
const OrganisationDetailQuery = coerce(type({ with: array(enums(ORGANISATION_WITH)) }), record(string(), unknown()), (query) => {
  const raw = query['with[]'] ?? query.with ?? [];
  return { with: Array.isArray(raw) ? raw : [raw] };
});

/** Organisations are read by the two sides through their links, and by the administration, which sees them all. */
const ORGANISATION_READERS = rights([Droit.Prestataire, Droit.Beneficiaire, ...DOSSIER_MANAGER_DROITS]);

/** An organisation is edited by its own Authority, who acts under the side's right; the administration reads only. */
const ORGANISATION_EDITORS = rights([Droit.Prestataire, Droit.Beneficiaire]);

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

  /**
   * POST /organisations: the provider area's beneficiary list (LIST_BENEFICIARIES, provider only: spec section
   * 6). Which beneficiaries it shows is the spec's "not shown": those of the dossiers of the provider
   * organisations where the caller's type allows the action, and those the caller is itself linked to.
   */
  async function beneficiaryScope(request: FastifyRequest): Promise<BeneficiaryScope> {
    const caller = await loadDossierCaller(db, requireAuth(request));
    const prestataireIds = providerOrganisationsFor(caller, 'LIST_BENEFICIARIES');
    if (prestataireIds.length === 0) throw forbidden();
    const linkedIds = caller.linkedOrganisations.filter((l) => mayActInOrganisation(caller, l.id, 'VIEW_ORGANISATION')).map((l) => l.id);
    return { kind: 'prestataire', prestataireIds, linkedIds };
  }

  app.post('/organisations', route({ policy: rights([Droit.Prestataire]), body: OrganisationListFilter, result: OrganisationPage }), async (request) => ({
    result: await listOrganisations(db, await beneficiaryScope(request), request.body),
  }));

  // Our path (issue 17): the same list's beneficiaries, every page, as a file.
  app.post('/organisations/export', route({ policy: rights([Droit.Prestataire]), body: OrganisationExportFilter }), async (request, reply) => {
    const scope = await beneficiaryScope(request);
    return sendExport(reply, 'beneficiaires', request.body.format, beneficiariesExport(db, scope, request.body));
  });

  app.get('/organisations/:id', route({ policy: ORGANISATION_READERS, query: OrganisationDetailQuery, result: OrganisationDetail }), async (request) => {
    const { row, caller } = await viewable(request);
    return { result: await organisationDetail(db, row, caller, request.query.with) };
  });

  /**
   * An edit is the Authority's (EDIT_ORGANISATION, A only): 404 for an unknown organisation, 403 to anyone
   * else, as the link decisions answer (organisation-contacts.ts). Decided on the locked row.
   */
  async function editor(request: FastifyRequest) {
    const organisationId = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    const authorize = (row: OrganisationRow) => {
      if (!mayActInOrganisation(caller, row.id, 'EDIT_ORGANISATION')) throw forbidden();
    };
    return { organisationId, caller, authorize };
  }

  app.post('/organisations/:id/update', route({ policy: ORGANISATION_EDITORS, access: organisationAccess('id', 'EDIT_ORGANISATION'), body: OrganisationUpdatePayload, result: OrganisationDetail }), async (request) => {
    const { organisationId, caller, authorize } = await editor(request);
    const row = await updateOrganisation(db, { organisationId, payload: request.body, authorize });
    return { result: await organisationDetail(db, row, caller, ORGANISATION_WITH) };
  });

  app.post('/organisations/:id/info-commerciales/update', route({ policy: ORGANISATION_EDITORS, access: organisationAccess('id', 'EDIT_ORGANISATION'), body: CommercialInfoPayload, result: OrganisationDetail }), async (request) => {
    const { organisationId, caller, authorize } = await editor(request);
    const row = await updateCommercialInfo(db, { organisationId, payload: request.body, authorize });
    return { result: await organisationDetail(db, row, caller, ORGANISATION_WITH) };
  });

  // Our path (the spec names the action, not its call): what it refuses and what it ends is in the service.
  app.post('/organisations/:id/delete', route({ policy: ORGANISATION_EDITORS, access: organisationAccess('id', 'DELETE_ORGANISATION', { liveOnly: true }), body: OrganisationDeletePayload, result: DeletedRecord }), async (request) => {
    const organisationId = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    await deleteOrganisation(db, { organisationId, version: request.body.version, caller });
    return { result: { id: organisationId, deleted: true } };
  });
}

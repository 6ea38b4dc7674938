import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, enums } from 'superstruct';
import { notFound } from '../http/errors';
import { recordIdParam } from '../http/params';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { DOSSIER_DETAIL_WITH, DossierListFilter, VersionPayload } from '../../domain/schemas/dossiers';
import { dossierScope, type DossierCaller } from '../../machines/access/dossierScope';
import { authorizeDossierAction } from '../services/dossiers/authorize';
import { loadDossierCaller } from '../services/dossiers/caller';
import { deleteDossier } from '../services/dossiers/delete';
import { duplicateDossier } from '../services/dossiers/duplicate';
import { listDossiers } from '../services/dossiers/list';
import { loadDossierDetailParts } from '../services/dossiers/show';
import { findDossier } from '../services/dossiers/stored';
import { removeUploads } from '../storage/uploads';
import { dossierSummaryToWire } from '../wire/dossier';
import { dossierDetailToWire } from '../wire/dossier-detail';

const DetailWith = array(enums(DOSSIER_DETAIL_WITH));

/** `with[]=a&with[]=b` arrives as an array, a single `with[]=a` as a string. */
function detailParts(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const raw = query['with[]'] ?? query.with ?? [];
  const parts = parse(DetailWith, Array.isArray(raw) ? raw : [raw]);
  return { tabs: parts.includes('detailDossierAll'), tooltips: parts.includes('tooltips') };
}

/** Spec section 7, Dossiers: the list, the detail, duplicate and delete. Status changes are in dossier-lifecycle.ts. */
export async function dossierRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  async function detailOf(caller: DossierCaller, id: number, parts = { tabs: false, tooltips: false }) {
    const stored = await findDossier(db, id);
    if (!stored) throw notFound();
    authorizeDossierAction('view', stored, caller);
    return dossierDetailToWire(caller, await loadDossierDetailParts(db, config, stored, parts));
  }

  app.post('/dossiers', async (request) => {
    const filter = parse(DossierListFilter, request.body ?? {});
    const caller = await loadDossierCaller(db, requireAuth(request));
    const page = await listDossiers(db, dossierScope(caller), filter);
    const items = page.items.map((entry) => dossierSummaryToWire(entry.row, entry.access, caller, entry));
    return { result: { items, total: page.total, totalExact: page.totalExact, page: page.page, perPage: page.perPage } };
  });

  app.get('/dossiers/:id', async (request) => {
    const id = recordIdParam(request.params, 'id');
    const parts = detailParts(request);
    const caller = await loadDossierCaller(db, requireAuth(request));
    return { result: await detailOf(caller, id, parts) };
  });

  app.post('/dossiers/:id/duplicate', async (request) => {
    const sourceId = recordIdParam(request.params, 'id');
    const { version } = parse(VersionPayload, request.body ?? {});
    const caller = await loadDossierCaller(db, requireAuth(request));
    const copy = await duplicateDossier(db, {
      sourceId,
      contactId: caller.contactId,
      expectedVersion: version,
      authorize: (dossier) => authorizeDossierAction('duplicate', dossier, caller),
    });
    return { result: await detailOf(caller, copy.id) };
  });

  app.post('/dossiers/:id/delete', async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const { version } = parse(VersionPayload, request.body ?? {});
    const caller = await loadDossierCaller(db, requireAuth(request));
    const files = await deleteDossier(db, {
      dossierId,
      expectedVersion: version,
      authorize: (dossier) => authorizeDossierAction('delete', dossier, caller),
    });
    await removeUploads(config, files);
    return { result: { id: dossierId, deleted: true } };
  });
}

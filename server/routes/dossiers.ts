import type { FastifyInstance } from 'fastify';
import { array, coerce, enums, record, string, type, unknown } from 'superstruct';
import { notFound } from '../../domain/errors';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { DOSSIER_DETAIL_WITH, DossierExportFilter, DossierListFilter, VersionPayload } from '../../domain/schemas/dossiers';
import { dossierActionsOfPage } from '../../machines/access/dossierActions';
import { dossierScope, type DossierCaller } from '../../machines/access/dossierScope';
import { authorizeDossierAction } from '../services/dossiers/authorize';
import { loadDossierCaller } from '../services/dossiers/caller';
import { deleteDossier } from '../services/dossiers/delete';
import { duplicateDossier } from '../services/dossiers/duplicate';
import { listDossiers } from '../services/dossiers/list';
import { dossiersExport } from '../services/dossiers/export';
import { loadDossierArchive } from '../services/dossiers/archive';
import { dossierArchiveToWire } from '../wire/dossier-archive';
import { sendExport } from '../http/export-reply';
import { loadDossierDetailParts } from '../services/dossiers/show';
import { findDossier } from '../services/dossiers/stored';
import { removeUploads } from '../storage/uploads';
import { closingDaySet } from '../services/calendar/closing-days';
import { platformToday } from '../../domain/sme';
import { dossierSummaryToWire } from '../wire/dossier';
import { dossierDetailToWire } from '../wire/dossier-detail';
import { DossierDetail, DossierPage } from '../../domain/wire/dossiers';
import { DeletedRecord } from '../../domain/wire/shapes';
import { dossierAccess } from './dossier-access';

/** `?with[]=a&with[]=b` arrives as an array, a single `with[]=a` as a string: both become `{ with: [...] }`. */
const DossierDetailQuery = coerce(type({ with: array(enums(DOSSIER_DETAIL_WITH)) }), record(string(), unknown()), (query) => {
  const raw = query['with[]'] ?? query.with ?? [];
  return { with: Array.isArray(raw) ? raw : [raw] };
});

/** Spec section 7, Dossiers: the list, the detail, duplicate and delete. Status changes are in dossier-lifecycle.ts. */
export async function dossierRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  async function detailOf(caller: DossierCaller, id: number, parts = { tabs: false, tooltips: false }) {
    const stored = await findDossier(db, id);
    if (!stored) throw notFound();
    authorizeDossierAction('view', stored, caller);
    return dossierDetailToWire(caller, await loadDossierDetailParts(db, stored, parts));
  }

  /**
   * The list and its export show the configured platform's dossiers (PLATFORM_ID), unless the filter names a
   * platform: on a database both platforms share, a manager may look at the other's.
   */
  const onPlatform = <F extends { plateformeId?: number }>(filter: F): F => ({ ...filter, plateformeId: filter.plateformeId ?? config.platform.id });

  app.post('/dossiers', route({ policy: dossierActionPolicy('view'), body: DossierListFilter, result: DossierPage }), async (request) => {
    const caller = await loadDossierCaller(db, requireAuth(request));
    const page = await listDossiers(db, dossierScope(caller), onPlatform(request.body));
    const days = { closingDays: await closingDaySet(app.ctx.settings), today: platformToday() };
    const actionsOf = dossierActionsOfPage(caller);
    const items = page.items.map((entry) => dossierSummaryToWire(entry.row, entry.access, caller, entry, days, actionsOf));
    return { result: { items, total: page.total, totalExact: page.totalExact, page: page.page, perPage: page.perPage } };
  });

  // Our path (issue 17: every list exports what its filters select): the list's scope and filters, every page.
  app.post('/dossiers/export', route({ policy: dossierActionPolicy('view'), body: DossierExportFilter }), async (request, reply) => {
    const caller = await loadDossierCaller(db, requireAuth(request));
    return sendExport(reply, 'dossiers', request.body.format, dossiersExport(db, dossierScope(caller), onPlatform(request.body)));
  });

  // Our path (issue 17): the whole dossier in one ZIP, for whoever may view it.
  app.get('/dossiers/:id/archive', route({ policy: dossierActionPolicy('view') }), async (request, reply) => {
    const caller = await loadDossierCaller(db, requireAuth(request));
    const { reference, archive } = dossierArchiveToWire(app.ctx.config, caller, await loadDossierArchive(db, caller, recordIdParam(request.params, 'id')));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="dossier-${reference}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(archive);
  });

  app.get('/dossiers/:id', route({ policy: dossierActionPolicy('view'), query: DossierDetailQuery, result: DossierDetail }), async (request) => {
    const id = recordIdParam(request.params, 'id');
    const parts = { tabs: request.query.with.includes('detailDossierAll'), tooltips: request.query.with.includes('tooltips') };
    const caller = await loadDossierCaller(db, requireAuth(request));
    return { result: await detailOf(caller, id, parts) };
  });

  app.post('/dossiers/:id/duplicate', route({ policy: dossierActionPolicy('duplicate'), access: dossierAccess('duplicate'), body: VersionPayload, result: DossierDetail }), async (request) => {
    const sourceId = recordIdParam(request.params, 'id');
    const { version } = request.body;
    const caller = await loadDossierCaller(db, requireAuth(request));
    const copy = await duplicateDossier(db, {
      sourceId,
      contactId: caller.contactId,
      expectedVersion: version,
      authorize: (dossier) => authorizeDossierAction('duplicate', dossier, caller),
    });
    return { result: await detailOf(caller, copy.id) };
  });

  app.post('/dossiers/:id/delete', route({ policy: dossierActionPolicy('delete'), access: dossierAccess('delete'), body: VersionPayload, result: DeletedRecord }), async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const { version } = request.body;
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

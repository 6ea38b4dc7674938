import multipart from '@fastify/multipart';
import { DossierDocument, ServiceReport } from '../../domain/wire/service-report';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { dossierAccess } from './dossier-access';
import { MULTIPART, route } from '../http/route';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { InvoiceFields, ReportDescriptionPayload, ReportSpecificitesPayload } from '../../domain/schemas/service-report';
import { VersionPayload } from '../../domain/schemas/dossiers';
import type { ReportDocumentKind } from '../../domain/service-report';
import { withAcceptedUpload } from '../http/accept-upload';
import { UPLOAD_MULTIPART_OPTIONS } from '../http/receive-upload';
import { loadDossierCaller } from '../services/dossiers/caller';
import { showServiceReport } from '../services/service-report/show';
import { confirmReportRecap, requireReportUpload, saveReportDescription, saveReportSpecificites, storeReportDocument } from '../services/service-report/write';
import { findViewableDossier } from '../services/wizard/detail';
import { dossierDocumentOf } from '../../domain/dossier-document';

/**
 * The service report's calls (spec sections 2, 5 and 6; our paths, the spec shows none): the report as its
 * screens read it, its three data steps, and its two documents (multipart/form-data). Each answers with
 * the report as it now is. The submission to the beneficiary and the decision are status changes
 * (dossier-lifecycle.ts), checked against the report by services/service-report/checks.ts.
 */
export async function serviceReportRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);

  async function target(request: FastifyRequest) {
    return { dossierId: recordIdParam(request.params, 'id'), caller: await loadDossierCaller(db, requireAuth(request)) };
  }

  async function currentReport(request: FastifyRequest) {
    const { dossierId, caller } = await target(request);
    return { result: await showServiceReport(db, config, await findViewableDossier(db, caller, dossierId), caller) };
  }

  app.get('/dossiers/:id/report', route({ policy: dossierActionPolicy('view'), result: ServiceReport }), currentReport);

  const editing = dossierActionPolicy('editReport');
  const editingAccess = dossierAccess('editReport');
  app.post('/dossiers/:id/report/description', route({ policy: editing, access: editingAccess, body: ReportDescriptionPayload, result: ServiceReport }), async (request) => {
    const { dossierId, caller } = await target(request);
    await saveReportDescription(db, dossierId, caller, request.body as ReportDescriptionPayload);
    return currentReport(request);
  });
  app.post('/dossiers/:id/report/specificites', route({ policy: editing, access: editingAccess, body: ReportSpecificitesPayload, result: ServiceReport }), async (request) => {
    const { dossierId, caller } = await target(request);
    await saveReportSpecificites(db, dossierId, caller, request.body as ReportSpecificitesPayload);
    return currentReport(request);
  });
  app.post('/dossiers/:id/report/confirm-recap', route({ policy: editing, access: editingAccess, body: VersionPayload, result: ServiceReport }), async (request) => {
    const { dossierId, caller } = await target(request);
    await confirmReportRecap(db, dossierId, caller);
    return currentReport(request);
  });

  const uploadRoute = (path: string, kind: ReportDocumentKind) =>
    app.post(path, route({ policy: dossierActionPolicy(kind === 'facture' ? 'editInvoice' : 'manageReportDocuments'), body: MULTIPART, result: DossierDocument, created: true }), async (request, reply) => {
      const { dossierId, caller } = await target(request);
      await requireReportUpload(db, dossierId, caller, kind);
      const row = await withAcceptedUpload(request, config, (upload) =>
        storeReportDocument(db, config, { dossierId, caller, kind, upload, invoice: kind === 'facture' ? parse(InvoiceFields, upload.fields) : undefined }),
      );
      return reply.status(201).send({ result: dossierDocumentOf(row, dossierId) });
    });
  uploadRoute('/dossiers/:id/report/invoice', 'facture');
  uploadRoute('/dossiers/:id/report/activity-report', 'rapportActivite');
}

import type { FastifyInstance } from 'fastify';
import { SIGNED_IN } from '../http/policy';
import { recordIdParam } from '../http/params';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { emailDetail, listEmails } from '../services/emails/history';
import { EmailExportFilter, EmailListFilter } from '../../domain/schemas/emails';
import { emailsExport } from '../services/emails/export';
import { sendExport } from '../http/export-reply';
import { EmailMessage, EmailPage } from '../../domain/wire/emails';

/**
 * The e-mail history (spec section 2, Other: "date, subject, recipient, contents"; its calls are not shown,
 * they follow section 7's style). Every signed-in user; what each reads is machines/access/emailHistoryAccess.ts.
 */
export async function emailRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post('/emails', route({ policy: SIGNED_IN, body: EmailListFilter, result: EmailPage }), async (request) => ({
    result: await listEmails(db, await loadDossierCaller(db, requireAuth(request)), request.body),
  }));
  // Our path (issue 17): the same history's messages, every page, as a file (their contents stay on screen).
  app.post('/emails/export', route({ policy: SIGNED_IN, body: EmailExportFilter }), async (request, reply) => {
    const caller = await loadDossierCaller(db, requireAuth(request));
    return sendExport(reply, 'e-mails', request.body.format, emailsExport(db, caller, request.body));
  });
  app.get('/emails/:id', route({ policy: SIGNED_IN, result: EmailMessage }), async (request) => ({
    result: await emailDetail(db, await loadDossierCaller(db, requireAuth(request)), recordIdParam(request.params, 'id')),
  }));
}

import type { FastifyInstance } from 'fastify';
import { array } from 'superstruct';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy, MANAGER, SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { ContactAddPayload, ContactDetailQuery, ContactExportFilter, ContactListFilter, ContactUpdatePayload, NotificationPreferencesPayload } from '../../domain/schemas/contacts';
import { VersionPayload } from '../../domain/schemas/dossiers';
import { ContactListPage, ContactWire } from '../../domain/wire/contacts';
import { DeletedRecord } from '../../domain/wire/shapes';
import { AvailableExpertsQuery } from '../../domain/schemas/organisation-search';
import { loadContactCaller } from '../services/contacts/caller';
import { addContact } from '../services/contacts/add';
import { mailValidationLink } from '../services/auth/validate-account';
import { deleteContact } from '../services/contacts/delete';
import { contactDetail } from '../services/contacts/detail';
import { contactScope, listContacts } from '../services/contacts/list';
import { contactsExport } from '../services/contacts/export';
import { sendExport } from '../http/export-reply';
import { saveNotificationPreferences } from '../services/contacts/notification-preferences';
import { updateContact } from '../services/contacts/update';
import { findVisibleContact } from '../services/contacts/visible';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findViewableDossier } from '../services/wizard/detail';
import { contactAccess, ownContactOnly } from './contact-access';
import { mayDeleteContact, mayEditContact } from '../../machines/access/contactAccess';
import { loadExperts } from '../services/wizard/experts';
import { ExpertChoice } from '../../domain/wire/wizard';

/**
 * Spec section 7, Contacts. Who may see, edit and delete which contact is decided per contact by
 * machines/access/contactAccess.ts (any signed-in session may ask: the links decide, not the right).
 */
export async function contactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /**
   * GET /contacts/available-experts-for-dossier/{dossierId}?competences=a,b: the experts of the dossier's
   * provider holding at least one of those competences (all of them without any), each with what it holds.
   */
  const declaration = route({ policy: dossierActionPolicy('view'), query: AvailableExpertsQuery, result: array(ExpertChoice) });
  app.get('/contacts/available-experts-for-dossier/:dossierId', declaration, async (request) => {
    const dossierId = recordIdParam(request.params, 'dossierId');
    const { competences } = request.query;
    const caller = await loadDossierCaller(db, requireAuth(request));
    const { row } = await findViewableDossier(db, caller, dossierId);
    const experts = row.prestataireId === null ? [] : await loadExperts(db, row.prestataireId);
    const wanted = competences.length === 0 ? experts : experts.filter((e) => e.competences.some((c) => competences.includes(c.id)));
    return { result: wanted };
  });

  /** GET /contacts/{id}?with[]=...: the contact and the relations asked for; 404 when the caller may not see it. */
  app.get('/contacts/:id', route({ policy: SIGNED_IN, query: ContactDetailQuery, result: ContactWire }), async (request) => {
    const id = recordIdParam(request.params, 'id');
    const caller = await loadContactCaller(db, requireAuth(request));
    const { row } = await findVisibleContact(db, caller, id);
    return { result: await contactDetail(db, row, request.query.with) };
  });

  /** POST /contacts/{id}/update: the contact itself, an Authority of one of its organisations, or a manager. */
  app.post('/contacts/:id/update', route({ policy: SIGNED_IN, access: contactAccess(mayEditContact), body: ContactUpdatePayload, result: ContactWire }), async (request) => {
    const id = recordIdParam(request.params, 'id');
    const caller = await loadContactCaller(db, requireAuth(request));
    await updateContact(db, caller, id, request.body);
    const { row } = await findVisibleContact(db, caller, id);
    return { result: await contactDetail(db, row, ['adresse', 'pays', 'x_organisations']) };
  });

  /** POST /contacts/{id}/notification-preferences: the signed-in contact's own choice of e-mails (answers its detail). */
  app.post('/contacts/:id/notification-preferences', route({ policy: SIGNED_IN, access: ownContactOnly, body: NotificationPreferencesPayload, result: ContactWire }), async (request) => {
    const id = recordIdParam(request.params, 'id');
    const caller = await loadContactCaller(db, requireAuth(request));
    await saveNotificationPreferences(db, caller.contactId, id, request.body);
    const { row } = await findVisibleContact(db, caller, id);
    return { result: await contactDetail(db, row, ['adresse', 'pays', 'x_organisations']) };
  });

  /** POST /contacts: the contacts the caller may see, filtered, sorted and paginated by the database. */
  app.post('/contacts', route({ policy: SIGNED_IN, body: ContactListFilter, result: ContactListPage }), async (request) => {
    const caller = await loadContactCaller(db, requireAuth(request));
    return { result: await listContacts(db, caller, request.body) };
  });

  // Our path (issue 17): the same list's contacts, every page, as a file.
  app.post('/contacts/export', route({ policy: SIGNED_IN, body: ContactExportFilter }), async (request, reply) => {
    const caller = await loadContactCaller(db, requireAuth(request));
    return sendExport(reply, 'contacts', request.body.format, contactsExport(db, contactScope(caller), request.body));
  });

  /** POST /contacts/add: a manager adds a contact; an Authority adds one linked to its organisation. */
  app.post('/contacts/add', route({ policy: SIGNED_IN, body: ContactAddPayload, result: ContactWire }), async (request) => {
    const caller = await loadContactCaller(db, requireAuth(request));
    const id = await addContact(db, caller, request.body);
    // The new account has no password: its person validates it from the e-mailed link (/validate-account).
    await mailValidationLink(db, app.ctx.config, id);
    const { row } = await findVisibleContact(db, caller, id);
    return { result: await contactDetail(db, row, ['adresse', 'pays', 'x_organisations']) };
  });

  /**
   * POST /contacts/{id}/delete {version?} (the spec offers deletion without naming its path): a manager
   * deletes a contact linked to no organisation and no dossier.
   */
  app.post('/contacts/:id/delete', route({ policy: MANAGER, access: contactAccess(mayDeleteContact), body: VersionPayload, result: DeletedRecord }), async (request) => {
    const id = recordIdParam(request.params, 'id');
    const caller = await loadContactCaller(db, requireAuth(request));
    await deleteContact(db, caller, id, request.body.version);
    return { result: { id, deleted: true } };
  });
}

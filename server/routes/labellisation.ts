import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import { array } from 'superstruct';
import { Droit } from '../../domain/droits';
import { AvisPayload, CreateDemandePayload, DemandeExportFilter, DemandeListFilter, DemandeTextPayload, DemandeVersionPayload, SubmissionPayload } from '../../domain/schemas/labellisation';
import { DECIDER_DROITS, DEMANDE_ACTIONS, mayActForProvider, mayTakeDemandeAction, OPINION_DROITS, type DemandeAction } from '../../machines/access/labellisationAccess';
import { DemandeDetail, DemandePage, LabelMove, LabellisationDashboard, ProviderLabellisation, SubmissionCheck, SubmittedGroup, ThematiqueItem } from '../../domain/wire/labellisation';
import { thematiques } from '../db/schema/index';
import { notFound } from '../../domain/errors';
import { recordIdParam } from '../http/params';
import { MANAGER, rights, SIGNED_IN, type RoutePolicy } from '../http/policy';
import { sendExport } from '../http/export-reply';
import { route, type AnySchema } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { actOnDemande, type DemandeActionBody } from '../services/labellisation/act';
import { createDemande } from '../services/labellisation/create';
import { applyLabelEvent } from '../services/labellisation/labels';
import { demandesExport } from '../services/labellisation/export';
import { demandeDetail, deskFilterConditions, labellisationDashboard, listDesk, listProviderDemandes, providerDemandeConditions, providerSummary } from '../services/labellisation/read';
import { checkSubmission, submitGroup } from '../services/labellisation/submit';
import { findDemande } from '../services/labellisation/transition';
import { demandeAccess, labelAccess, providerAccess } from './labellisation-access';

export const PROVIDER = rights([Droit.Prestataire]);
const CENTRES = rights(OPINION_DROITS);
/** Whoever reads a request: its provider's contacts, the centres, the administration. */
export const READERS = rights([Droit.Prestataire, ...OPINION_DROITS, ...DECIDER_DROITS]);

const SIDE_POLICY: Record<(typeof DEMANDE_ACTIONS)[DemandeAction]['side'], RoutePolicy> = { prestataire: PROVIDER, centre: CENTRES, administration: MANAGER };
const CREATOR = providerAccess((caller, id) => mayActForProvider(caller, id, 'create'));
const SUBMITTER = providerAccess((caller, id) => mayActForProvider(caller, id, 'submit'));
const TEXT_BODY: Record<(typeof DEMANDE_ACTIONS)[DemandeAction]['text'], AnySchema> = {
  none: DemandeVersionPayload,
  justification: DemandeTextPayload,
  question: DemandeTextPayload,
  answer: DemandeTextPayload,
  opinion: AvisPayload,
};

/**
 * Labellisation (README, Labellisation; the spec leaves these paths open, so they follow section 7's style): the
 * provider's requests and their submission in groups, the centres' opinions and the administration's decisions,
 * each through the request's machine, and the labels they grant.
 */
export async function labellisationRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const caller = (request: FastifyRequest) => loadDossierCaller(db, requireAuth(request));
  const providerId = (request: FastifyRequest) => recordIdParam(request.params, 'id');
  const detailOf = async (request: FastifyRequest, demandeId: number) => {
    const demande = await findDemande(db, demandeId);
    if (!demande) throw notFound();
    return demandeDetail(db, await caller(request), demande);
  };

  app.get('/labellisation/thematiques', route({ policy: SIGNED_IN, result: array(ThematiqueItem) }), async () => ({
    result: await db.select().from(thematiques).orderBy(asc(thematiques.libelle)),
  }));

  // The labelling area's own call: refused (403) to the rights the area does not open, as its route refuses them.
  app.get('/labellisation/dashboard', route({ policy: READERS, result: LabellisationDashboard }), async (request) => ({ result: await labellisationDashboard(db, config, await caller(request)) }));

  app.get('/labellisation/prestataires/:id', route({ policy: PROVIDER, result: ProviderLabellisation }), async (request) => ({
    result: await providerSummary(db, config, await caller(request), providerId(request)),
  }));

  app.post('/labellisation/prestataires/:id/demandes/list', route({ policy: PROVIDER, body: DemandeListFilter, result: DemandePage }), async (request) => ({
    result: await listProviderDemandes(db, await caller(request), providerId(request), request.body),
  }));

  app.post('/labellisation/prestataires/:id/demandes/export', route({ policy: PROVIDER, body: DemandeExportFilter }), async (request, reply) => {
    const conditions = await providerDemandeConditions(db, await caller(request), providerId(request), request.body);
    return sendExport(reply, 'demandes-labellisation', request.body.format, demandesExport(db, conditions, request.body.format));
  });

  app.post('/labellisation/prestataires/:id/demandes', route({ policy: PROVIDER, access: CREATOR, body: CreateDemandePayload, result: DemandeDetail, created: true }), async (request, reply) => {
    const created = await createDemande(db, await caller(request), providerId(request), request.body);
    return reply.status(201).send({ result: await detailOf(request, created.id) });
  });

  app.post('/labellisation/prestataires/:id/soumissions/verification', route({ policy: PROVIDER, access: SUBMITTER, body: SubmissionPayload, result: SubmissionCheck }), async (request) => ({
    result: await checkSubmission(db, config, await caller(request), providerId(request), request.body.demandeIds),
  }));

  app.post('/labellisation/prestataires/:id/soumissions', route({ policy: PROVIDER, access: SUBMITTER, body: SubmissionPayload, result: SubmittedGroup }), async (request) => ({
    result: await submitGroup(db, config, await caller(request), providerId(request), request.body.demandeIds),
  }));

  app.post('/labellisation/bureau', route({ policy: rights([...OPINION_DROITS, ...DECIDER_DROITS]), body: DemandeListFilter, result: DemandePage }), async (request) => ({
    result: await listDesk(db, await caller(request), request.body),
  }));

  app.post('/labellisation/bureau/export', route({ policy: rights([...OPINION_DROITS, ...DECIDER_DROITS]), body: DemandeExportFilter }), async (request, reply) => {
    const conditions = deskFilterConditions(await caller(request), request.body);
    return sendExport(reply, 'demandes-labellisation', request.body.format, demandesExport(db, conditions, request.body.format));
  });

  app.get('/labellisation/demandes/:id', route({ policy: READERS, result: DemandeDetail }), async (request) => ({ result: await detailOf(request, recordIdParam(request.params, 'id')) }));

  for (const action of Object.keys(DEMANDE_ACTIONS) as DemandeAction[]) {
    const { side, path, text } = DEMANDE_ACTIONS[action];
    // Who the caller is, before the body; the request's status is judged with it, by the service.
    const access = demandeAccess((who, demande) => mayTakeDemandeAction(action, who, demande));
    app.post(`/labellisation/demandes/:id/${path}`, route({ policy: SIDE_POLICY[side], access, body: TEXT_BODY[text], result: DemandeDetail }), async (request) => {
      const demandeId = recordIdParam(request.params, 'id');
      await actOnDemande(db, config, await caller(request), demandeId, action, request.body as DemandeActionBody);
      return { result: await detailOf(request, demandeId) };
    });
  }

  // The administration suspends and reinstates a label through the label machine.
  const labelMoves: ReadonlyArray<readonly [string, 'SUSPEND' | 'REINSTATE', AnySchema]> = [
    ['suspend', 'SUSPEND', DemandeTextPayload],
    ['reinstate', 'REINSTATE', DemandeVersionPayload],
  ];
  for (const [path, type, body] of labelMoves) {
    app.post(`/labellisation/labels/:id/${path}`, route({ policy: MANAGER, access: labelAccess, body, result: LabelMove }), async (request) => {
      const { contactId } = requireAuth(request);
      const payload = request.body as { texte?: string; version?: number };
      const label = await db.transaction((tx) =>
        applyLabelEvent(tx, { labelId: recordIdParam(request.params, 'id'), event: { type }, contactId, text: payload.texte ?? null, at: new Date(), expectedVersion: payload.version }),
      );
      return { result: { id: label.id, statut: label.statut, version: label.version } };
    });
  }
}

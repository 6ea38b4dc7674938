import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array } from 'superstruct';
import { Droit } from '../../domain/droits';
import { CompetenceOption, ExpertCompetenceItem, ExpertItem, ExpertSummary } from '../../domain/wire/competences';
import { DemandeItem, DemandePage, SubmissionCheck, SubmittedGroup } from '../../domain/wire/labellisation';
import { CreateCompetenceDemandePayload, ExpertCompetenceDemandePayload, WithdrawCompetencePayload } from '../../domain/schemas/competences';
import { DemandeListFilter, SubmissionPayload } from '../../domain/schemas/labellisation';
import { mayActOnCompetences } from '../../machines/access/competenceAccess';
import { DECIDER_DROITS, OPINION_DROITS } from '../../machines/access/labellisationAccess';
import { recordIdParam } from '../http/params';
import { MANAGER, rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { createCompetenceDemande } from '../services/labellisation/competence-create';
import { checkCompetenceSubmission, expertSelection, submitCompetenceGroup } from '../services/labellisation/competence-submit';
import { expertVouchers } from '../services/labellisation/competences';
import { applyExpertCompetenceEvent } from '../services/labellisation/expert-competences';
import { expertDemandeConditions, expertSummary, providerCompetenceOptions, providerExperts } from '../services/labellisation/experts';
import { demandeItem, demandePage } from '../services/labellisation/read';
import { expertCompetenceAccess, expertSelfAccess, providerAccess } from './labellisation-access';

const PROVIDER = rights([Droit.Prestataire]);
/** Whoever may read an expert's summary: a provider's contacts (the rule narrows it), the centres, the administration. */
const READERS = rights([Droit.Prestataire, ...OPINION_DROITS, ...DECIDER_DROITS]);

/**
 * The expert competence validations (README, Labellisation: expert competences): on the provider's side its
 * expert voucher recap, the competences it may ask for, the requests and their submission; on the expert's side
 * their summary, requests and submission (the same services); the administration's withdrawal of a competence.
 */
export async function labellisationCompetenceRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const caller = (request: FastifyRequest) => loadDossierCaller(db, requireAuth(request));
  const id = (request: FastifyRequest) => recordIdParam(request.params, 'id');
  const creator = providerAccess((who, organisationId) => mayActOnCompetences(who, organisationId, 'create'));
  const submitter = providerAccess((who, organisationId) => mayActOnCompetences(who, organisationId, 'submit'));

  app.get('/labellisation/prestataires/:id/experts', route({ policy: PROVIDER, result: array(ExpertItem) }), async (request) => ({ result: await providerExperts(db, await caller(request), id(request)) }));

  app.get('/labellisation/prestataires/:id/competences', route({ policy: PROVIDER, result: array(CompetenceOption) }), async (request) => ({
    result: await providerCompetenceOptions(db, config, await caller(request), id(request)),
  }));

  app.post('/labellisation/prestataires/:id/demandes-competences', route({ policy: PROVIDER, access: creator, body: CreateCompetenceDemandePayload, result: DemandeItem, created: true }), async (request, reply) => {
    const created = await createCompetenceDemande(db, config.platform.id, await caller(request), id(request), request.body);
    return reply.status(201).send({ result: await demandeItem(db, created.id) });
  });

  app.post('/labellisation/prestataires/:id/soumissions-competences/verification', route({ policy: PROVIDER, access: submitter, body: SubmissionPayload, result: SubmissionCheck }), async (request) => ({
    result: await checkCompetenceSubmission(db, config, await caller(request), { organisationId: id(request), demandeIds: request.body.demandeIds }),
  }));

  app.post('/labellisation/prestataires/:id/soumissions-competences', route({ policy: PROVIDER, access: submitter, body: SubmissionPayload, result: SubmittedGroup }), async (request) => ({
    result: await submitCompetenceGroup(db, config, await caller(request), { organisationId: id(request), demandeIds: request.body.demandeIds }),
  }));

  app.get('/labellisation/experts/:id', route({ policy: READERS, result: ExpertSummary }), async (request) => ({ result: await expertSummary(db, await caller(request), id(request)) }));

  app.post('/labellisation/experts/:id/demandes/list', route({ policy: READERS, body: DemandeListFilter, result: DemandePage }), async (request) => ({
    result: await demandePage(db, await expertDemandeConditions(db, await caller(request), id(request), request.body), request.body),
  }));

  app.post('/labellisation/experts/:id/demandes', route({ policy: PROVIDER, access: expertSelfAccess, body: ExpertCompetenceDemandePayload, result: DemandeItem, created: true }), async (request, reply) => {
    const { prestataireId, competenceIds, commentaire } = request.body;
    const created = await createCompetenceDemande(db, config.platform.id, await caller(request), prestataireId, { expertId: id(request), competenceIds, commentaire });
    return reply.status(201).send({ result: await demandeItem(db, created.id) });
  });

  app.post('/labellisation/experts/:id/soumissions/verification', route({ policy: PROVIDER, access: expertSelfAccess, body: SubmissionPayload, result: SubmissionCheck }), async (request) => {
    const who = await caller(request);
    return { result: await checkCompetenceSubmission(db, config, who, await expertSelection(db, id(request), request.body.demandeIds)) };
  });

  app.post('/labellisation/experts/:id/soumissions', route({ policy: PROVIDER, access: expertSelfAccess, body: SubmissionPayload, result: SubmittedGroup }), async (request) => {
    const who = await caller(request);
    return { result: await submitCompetenceGroup(db, config, who, await expertSelection(db, id(request), request.body.demandeIds)) };
  });

  app.post('/labellisation/experts/:id/competences/:competenceId/withdraw', route({ policy: MANAGER, access: expertCompetenceAccess, body: WithdrawCompetencePayload, result: ExpertCompetenceItem }), async (request) => {
    const expertId = id(request);
    const competenceId = recordIdParam(request.params, 'competenceId');
    const { texte, version } = request.body;
    const { contactId } = requireAuth(request);
    await db.transaction((tx) => applyExpertCompetenceEvent(tx, { expertId, competenceId, event: { type: 'WITHDRAW' }, contactId, text: texte, at: new Date(), expectedVersion: version }));
    return { result: (await expertVouchers(db, [expertId])).get(expertId)!.find((c) => c.competence.id === competenceId) };
  });
}

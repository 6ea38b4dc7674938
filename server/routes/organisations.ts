import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array } from 'superstruct';
import { notFound } from '../../domain/errors';
import { recordIdParam } from '../http/params';
import { WIZARDS } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { beneficiaireIneligibility } from '../../domain/eligibility';
import { AvailableBeneficiairesQuery, AvailablePrestatairesQuery, SearchBceQuery, SearchSousTraitantQuery } from '../../domain/schemas/organisation-search';
import { Eligibility, OrganisationChoice, SearchBceResult, SousTraitantChoice } from '../../domain/wire/wizard';
import { mayPickParty } from '../../machines/access/dossierCreation';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findViewableDossier } from '../services/wizard/detail';
import { searchSousTraitant } from '../services/subcontractors/search';
import { availableBeneficiaires, availablePrestataires, requireDossierSide, searchBce } from '../services/wizard/organisation-search';
import { loadOrganisationFacts } from '../services/wizard/organisations';
import { prestataireProblems } from '../services/wizard/prestataire';

const eligibility = (motifs: string[]): Eligibility => ({ eligible: motifs.length === 0, motifs });

/**
 * Spec section 7, Organisations: the look-ups of the dossier wizards' beneficiary, provider and performance
 * steps. For a provider's or a beneficiary's session (403 otherwise).
 */
export async function organisationRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const eligibilityCheck = route({ policy: WIZARDS, result: Eligibility });

  async function sideCaller(request: FastifyRequest) {
    const caller = await loadDossierCaller(db, requireAuth(request));
    requireDossierSide(caller);
    return caller;
  }

  /** The organisation of the path, when the caller may name it as that party in its wizard; 404 for any other id. */
  async function pickable(request: FastifyRequest, party: 'beneficiaire' | 'prestataire') {
    const organisationId = recordIdParam(request.params, 'organisationId');
    const caller = await sideCaller(request);
    const found = await loadOrganisationFacts(db, organisationId);
    if (!found || !mayPickParty(caller, party, found.row, config.platform.id)) throw notFound();
    return found;
  }

  app.get('/organisations/get-available-beneficiaires', route({ policy: WIZARDS, query: AvailableBeneficiairesQuery, result: array(OrganisationChoice) }), async (request) => ({
    result: await availableBeneficiaires(db, await sideCaller(request), request.query),
  }));

  async function beneficiaireEligibility(request: FastifyRequest, adresseId?: number) {
    const { facts } = await pickable(request, 'beneficiaire');
    return { result: eligibility(beneficiaireIneligibility(facts, adresseId)) };
  }

  app.get('/organisations/is-beneficiaire-eligible/:organisationId', eligibilityCheck, (request) => beneficiaireEligibility(request));
  app.get('/organisations/is-beneficiaire-eligible/:organisationId/:adresseId', eligibilityCheck, (request) =>
    beneficiaireEligibility(request, recordIdParam(request.params, 'adresseId')),
  );

  app.get('/organisations/get-available-prestataires', route({ policy: WIZARDS, query: AvailablePrestatairesQuery, result: array(OrganisationChoice) }), async (request) => {
    const caller = await sideCaller(request);
    const stored = await findViewableDossier(db, caller, request.query.dossierId);
    return { result: await availablePrestataires(db, caller, stored, request.query.recherche) };
  });

  app.get('/organisations/is-prestataire-eligible/:organisationId', eligibilityCheck, async (request) => {
    const { row } = await pickable(request, 'prestataire');
    const problems = await prestataireProblems(db, row.id);
    if (problems === null) throw notFound();
    return { result: eligibility(problems) };
  });

  app.get('/organisations/search-sous-traitant', route({ policy: WIZARDS, query: SearchSousTraitantQuery, result: array(SousTraitantChoice) }), async (request) => {
    await sideCaller(request);
    return { result: await searchSousTraitant(db, request.query.recherche) };
  });

  app.get('/organisations/searchBCE', route({ policy: WIZARDS, query: SearchBceQuery, result: SearchBceResult }), async (request) => {
    await sideCaller(request);
    return { result: await searchBce(db, config, request.query) };
  });
}

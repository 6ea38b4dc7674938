import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../domain/errors';
import { isExpertSelf } from '../../machines/access/competenceAccess';
import type { DossierCaller } from '../../machines/access/dossierScope';
import type { RouteAccess } from '../http/route';
import { recordIdParam } from '../http/params';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import type { DemandeRow } from '../services/labellisation/demande-row';
import { findExpertCompetence } from '../services/labellisation/expert-competences';
import { findLabel } from '../services/labellisation/labels';
import { findProvider } from '../services/labellisation/read';
import { findDemande } from '../services/labellisation/transition';

/*
 * The record-level checks of the labellisation routes, run before the body (server/http/route.ts): 404 for a
 * record that does not exist, 403 for a caller the rule refuses. The service checks again in its own
 * transaction, and answers for the record's status (409), which may change meanwhile.
 */

const callerOf = (request: FastifyRequest) => loadDossierCaller(request.server.ctx.db, requireAuth(request));

/** A route on `/labellisation/prestataires/:id/…`: the provider exists, and `may` lets the caller act for it. */
export const providerAccess =
  (may: (caller: DossierCaller, organisationId: number) => boolean): RouteAccess =>
  async (request) => {
    const provider = await findProvider(request.server.ctx.db, recordIdParam(request.params, 'id'));
    if (!may(await callerOf(request), provider.id)) throw forbidden();
  };

/** A route on `/labellisation/demandes/:id/…`: the request exists, and `may` lets the caller act on it. */
export const demandeAccess =
  (may: (caller: DossierCaller, demande: DemandeRow) => boolean): RouteAccess =>
  async (request) => {
    const demande = await findDemande(request.server.ctx.db, recordIdParam(request.params, 'id'));
    if (!demande) throw notFound();
    if (!may(await callerOf(request), demande)) throw forbidden();
  };

/** The expert side's own calls (`/labellisation/experts/:id/…`): only the expert themself. */
export const expertSelfAccess: RouteAccess = async (request) => {
  if (!isExpertSelf(await callerOf(request), recordIdParam(request.params, 'id'))) throw forbidden();
};

/** The administration's moves on a label (`/labellisation/labels/:id/…`): the label exists. */
export const labelAccess: RouteAccess = async (request) => {
  if (!(await findLabel(request.server.ctx.db, recordIdParam(request.params, 'id')))) throw notFound();
};

/** The withdrawal of an expert's competence: the expert holds (or held) it. */
export const expertCompetenceAccess: RouteAccess = async (request) => {
  const { db } = request.server.ctx;
  if (!(await findExpertCompetence(db, recordIdParam(request.params, 'id'), recordIdParam(request.params, 'competenceId')))) throw notFound();
};

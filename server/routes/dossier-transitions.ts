import type { FastifyInstance } from 'fastify';
import { nullable, type Struct } from 'superstruct';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { dossierAccess } from './dossier-access';
import { route, type AnySchema } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { dossierActionEvent, type DossierAction } from '../../machines/access/dossierActions';
import { authorizeDossierAction } from '../services/dossiers/authorize';
import { loadDossierCaller } from '../services/dossiers/caller';
import { loadDossierDetailParts } from '../services/dossiers/show';
import { findDossier } from '../services/dossiers/stored';
import { applyDossierEvent, type TransitionCheck } from '../services/dossiers/transition';
import { dossierDetailToWire } from '../wire/dossier-detail';
import { DossierDetail } from '../../domain/wire/dossiers';

/** The dossier as it now is (null only if it was deleted meanwhile). */
const TransitionAnswer = nullable(DossierDetail);

/** The payload of a status change: the version read, and the text that comes with some of them. */
interface TransitionPayload {
  version?: number;
  justification?: string;
  askText?: string;
  answer?: string;
}

export interface TransitionRoute {
  path: string;
  action: DossierAction;
  /** The action's schema, declared as the route's body (400 ValidationError). */
  body: AnySchema;
  check?: TransitionCheck;
}

export function transitionRoute<T extends TransitionPayload, S>(
  path: string,
  action: DossierAction,
  payload: Struct<T, S>,
  check?: TransitionCheck,
): TransitionRoute {
  return { path, action, body: payload, check };
}

/**
 * One POST per status-changing action, open to the rights the action's rule names; the caller's right is
 * then checked by the access rules on the dossier as read in the transaction, the machine decides the transition, and the answer is the
 * dossier as it now is, with the actions now offered.
 */
export function registerTransitionRoutes(app: FastifyInstance, routes: readonly TransitionRoute[]) {
  const { db, config } = app.ctx;
  for (const { path, action, body, check } of routes) {
    const type = dossierActionEvent(action);
    if (!type) throw new Error(`${action} ne change pas le statut d'un dossier.`);
    app.post(path, route({ policy: dossierActionPolicy(action), access: dossierAccess(action), body, result: TransitionAnswer }), async (request) => {
      const dossierId = recordIdParam(request.params, 'id');
      // transitionRoute took only a schema whose values are TransitionPayloads.
      const payload = request.body as TransitionPayload;
      const caller = await loadDossierCaller(db, requireAuth(request));
      await applyDossierEvent(db, {
        dossierId,
        event: { type },
        contactId: caller.contactId,
        text: payload.justification ?? payload.askText ?? payload.answer ?? null,
        expectedVersion: payload.version,
        settings: config,
        authorize: async (stored, tx) => {
          authorizeDossierAction(action, stored, caller);
          await check?.({ tx, stored, caller, config });
        },
      });
      const stored = await findDossier(db, dossierId);
      // With every tab's data: the wizards read the contacts and competences of the answer.
      return { result: stored && dossierDetailToWire(caller, await loadDossierDetailParts(db, stored, { tabs: true, tooltips: false })) };
    });
  }
}

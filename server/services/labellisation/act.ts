import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { avisLabellisation } from '../../db/schema/index';
import { forbidden, invalidTransition } from '../../../domain/errors';
import type { AvisLabellisationId } from '../../../domain/labellisation';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { DEMANDE_ACTIONS, demandeActionVerdict, mayViewDemande, type DemandeAction } from '../../../machines/access/labellisationAccess';
import { applyDemandeEvent, DEMANDE_TRANSITION_REFUSED } from './transition';
import type { DemandeRow } from './demande-row';

export const OPINION_ALREADY_GIVEN = 'Vous avez déjà donné votre avis sur cette demande.';

export interface DemandeActionBody {
  texte?: string;
  commentaire?: string;
  avis?: AvisLabellisationId;
  version?: number;
}

/**
 * Takes an action on a request in one transaction: 403 unless the caller may take it at all, 409 when the
 * request's status (or an opinion already given) does not allow it, then the event through the machine.
 */
export async function actOnDemande(db: Db, config: ServerConfig, caller: DossierCaller, demandeId: number, action: DemandeAction, body: DemandeActionBody): Promise<DemandeRow> {
  return db.transaction((tx) =>
    applyDemandeEvent(tx, {
      demandeId,
      event: { type: DEMANDE_ACTIONS[action].event },
      contactId: caller.contactId,
      text: body.texte ?? body.commentaire ?? null,
      expectedVersion: body.version,
      opinion: body.avis === undefined ? undefined : { droitId: caller.droitId, avis: body.avis },
      validityMonths: config.labels.validityMonths,
      authorize: async (demande) => {
        if (!mayViewDemande(caller, demande)) throw forbidden();
        const [given] =
          action === 'giveOpinion'
            ? await tx.select({ id: avisLabellisation.id }).from(avisLabellisation).where(and(eq(avisLabellisation.demandeId, demande.id), eq(avisLabellisation.contactId, caller.contactId)))
            : [];
        const verdict = demandeActionVerdict(action, caller, { ...demande, avisDonne: given !== undefined });
        if (verdict === 'forbidden') throw given ? invalidTransition(OPINION_ALREADY_GIVEN) : forbidden();
        if (verdict === 'invalidState') throw invalidTransition(DEMANDE_TRANSITION_REFUSED);
      },
    }),
  );
}

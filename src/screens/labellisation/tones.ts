import { StatutChequeExpert as X, StatutDemandeLabellisation as D, StatutLabellisation as L, type StatutChequeExpertId, type StatutDemandeLabellisationId, type StatutLabellisationId } from '../../../domain/labellisation';
import type { BadgeTone } from '../../layout/StatusBadge';

/** A valid label is good news, a suspended one waits for the administration, an expired one is over. */
export const LABEL_TONES: Record<StatutLabellisationId, BadgeTone> = { [L.ACTIVE]: 'done', [L.DESACTIVEE]: 'waiting', [L.EXPIREE]: 'closed' };

/** A request in DRC waits for its provider; completed is granted; closed and archived are over. */
export const DEMANDE_TONES: Record<StatutDemandeLabellisationId, BadgeTone> = {
  [D.EN_INTRODUCTION]: 'active',
  [D.EN_EXAMEN]: 'active',
  [D.EN_DRC]: 'waiting',
  [D.COMPLETEE]: 'done',
  [D.CLOTUREE]: 'closed',
  [D.ARCHIVEE]: 'closed',
};

/** An expert voucher being analysed or renewed waits for the administration; eligible is granted; refused, expired and deleted are over. */
export const CHEQUE_EXPERT_TONES: Record<StatutChequeExpertId, BadgeTone> = {
  [X.EN_ANALYSE]: 'waiting',
  [X.EN_RENOUVELLEMENT]: 'waiting',
  [X.ELIGIBLE]: 'done',
  [X.REFUSE]: 'closed',
  [X.EXPIRE]: 'closed',
  [X.SUPPRIME]: 'closed',
};

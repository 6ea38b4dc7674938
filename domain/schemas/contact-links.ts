import { define, object, optional, refine, trimmed, type Infer } from 'superstruct';
import { isDecisionLienId, type DecisionLienId } from '../link-validation';
import { SafeString } from './safe-string';

/** The reason that may come with a decision on a link, kept in its history. */
export const LINK_REASON_MAX_LENGTH = 2000;

const Statut = define<DecisionLienId>('Statut', (v) => isDecisionLienId(v) || 'Le statut doit être 1 (validé) ou 2 (refusé).');

const LinkReason = refine(trimmed(SafeString), 'reason', (v) =>
  v.length <= LINK_REASON_MAX_LENGTH || `Ce texte ne peut pas dépasser ${LINK_REASON_MAX_LENGTH} caractères.`,
);

/** POST /organisations/{orgId}/contact/{id}/validate (spec section 7): the status to set, and why. */
export const ValidateLinkPayload = object({ Statut, reason: optional(LinkReason) });
export type ValidateLinkPayload = Infer<typeof ValidateLinkPayload>;

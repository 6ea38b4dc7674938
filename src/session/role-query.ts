import type { AnyRouter } from '@tanstack/react-router';
import { splitRoleQuery } from '../../domain/role-query';
import { settledSession, type SessionActor } from './session-actor';

/**
 * Spec section 2: `?role=benef|presta` selects the right at launch. A restored session swaps to it
 * (which goes Home, as every swap does); a visitor not yet signed in carries it through login.
 */
export async function applyRoleQueryAtLaunch(session: SessionActor, router: AnyRouter) {
  await settledSession(session);
  const { droitId, href } = splitRoleQuery(router.state.location.href);
  if (droitId === undefined || !session.getSnapshot().matches('connected')) return;
  if (session.getSnapshot().can({ type: 'SWAP_DROIT', droitId })) session.send({ type: 'SWAP_DROIT', droitId });
  else await router.navigate({ href, replace: true });
}

import { DOSSIER_MANAGER_DROITS, DROIT_LABELS, type DroitId } from '../../domain/droits';
import type { WizardKind } from '../../domain/wizard-steps';
import { dossierActionSides, type DossierAction } from '../../machines/access/dossierActions';
import { droitsOfSide } from '../../machines/access/dossierScope';
import { WIZARD_DROIT } from '../../machines/access/wizardAccess';

/**
 * Who may call a route, declared where the route is registered and checked before its body is read
 * (server/plugins/route-policy.ts). It is the first gate only: the dossier, the organisation and the
 * caller's contact type in it are still checked by the handler.
 */
export type RoutePolicy =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any live session, whatever its right. */
  | { kind: 'signedIn' }
  /** A session under a right that manages dossiers (domain/droits.ts). */
  | { kind: 'manager' }
  /** A session under one of these rights. */
  | { kind: 'rights'; droits: readonly DroitId[] };

export const PUBLIC: RoutePolicy = { kind: 'public' };
export const SIGNED_IN: RoutePolicy = { kind: 'signedIn' };
export const MANAGER: RoutePolicy = { kind: 'manager' };
export const rights = (droits: readonly DroitId[]): RoutePolicy => ({ kind: 'rights', droits: [...new Set(droits)] });

/** The rights a policy admits; null when it asks for no particular right. */
export function admittedDroits(policy: RoutePolicy): readonly DroitId[] | null {
  if (policy.kind === 'manager') return DOSSIER_MANAGER_DROITS;
  return policy.kind === 'rights' ? policy.droits : null;
}

export function admits(droits: readonly DroitId[], droitId: number): boolean {
  return (droits as readonly number[]).includes(droitId);
}

/** The calls of these wizards: the rights that work in them (provider: introduction, beneficiary: initiation). */
export const wizardPolicy = (wizards: readonly WizardKind[]): RoutePolicy => rights(wizards.map((wizard) => WIZARD_DROIT[wizard]));

export const WIZARDS = wizardPolicy(['introduction', 'initiation']);

/** A route taking a dossier action: the rights of the sides the action's rule names; the administration's alone is `manager`. */
export function dossierActionPolicy(action: DossierAction): RoutePolicy {
  const sides = dossierActionSides(action);
  if (sides.length === 1 && sides[0] === 'gestion') return MANAGER;
  return rights(sides.flatMap(droitsOfSide));
}

export function describePolicy(policy: RoutePolicy): string {
  return policy.kind === 'rights' ? policy.droits.map((droit) => DROIT_LABELS[droit]).join(', ') : policy.kind;
}
